import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { AppError } from '@/server/http/errors';

/**
 * zxcvbn's score, 0 to 4: 3 and up is "safely unguessable" (about 10^8 guesses or more). Below it
 * are the passwords a guesser tries first: the most common ones ("password123", "iloveyou1"),
 * keyboard runs and repeats ("qwertyuiop", "aaaaaaaaaa"), and the person's own name or address.
 */
export const MIN_PASSWORD_SCORE = 3;

/** Words anyone attacking this site's accounts would try first. */
const SITE_WORDS = ['twiga', 'trails', 'twigatrails', 'twiga trails'];

let checker: Promise<ZxcvbnFactory> | undefined;

/** Made on the first password set, not at start: its dictionaries are a few megabytes. */
function zxcvbn(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
  );
  return checker;
}

/** What of a name or an address a guesser would use: the whole, its words run together, and each word. */
function personalWords(values: string[]): string[] {
  return values.flatMap((value) => {
    const words = value.toLowerCase().split(/[\s@._+-]+/).filter((w) => w.length >= 3);
    return [value.toLowerCase(), words.join(''), ...words];
  });
}

/**
 * A new password (sign-up, reset) a guesser would find soon is refused with 400 on its field,
 * before anything is stored or a reset link used up. `personal`: the account's name and address.
 */
export async function refuseGuessablePassword(password: string, personal: string[]): Promise<void> {
  const { score } = (await zxcvbn()).check(password, [...personalWords(personal), ...SITE_WORDS]);
  if (score < MIN_PASSWORD_SCORE) throw new AppError(400, 'invalid_input', 'api.invalidInput', { password: 'validation.passwordGuessable' });
}
