import { OPERATOR_PASSWORD_MIN } from './operatorService';

export const OPERATOR_USAGE = 'usage: OPERATOR_PASSWORD=... npm run operator -- add <email> <name> | npm run operator -- list | npm run operator -- disable <email>';

export type OperatorCommand =
  | { command: 'add'; email: string; name: string; password: string }
  | { command: 'list' }
  | { command: 'disable'; email: string }
  | { command: 'usage'; error: string };

/**
 * What `npm run operator -- …` was asked to do. Pure (arguments and environment in, a command
 * out) so it is tested without a database. The password comes from OPERATOR_PASSWORD, never the
 * command line, where it would stay in the shell's history and the process list.
 */
export function parseOperatorCommand(args: string[], env: Record<string, string | undefined>): OperatorCommand {
  const [command, ...rest] = args;
  if (command === 'list' && rest.length === 0) return { command: 'list' };
  if (command === 'disable' && rest.length === 1) return { command: 'disable', email: rest[0].trim().toLowerCase() };
  if (command === 'add' && rest.length >= 2) {
    const password = env.OPERATOR_PASSWORD ?? '';
    if (password.length < OPERATOR_PASSWORD_MIN) return { command: 'usage', error: `Set OPERATOR_PASSWORD to a password of at least ${OPERATOR_PASSWORD_MIN} characters.` };
    // The name may be given unquoted: every word after the address is part of it.
    return { command: 'add', email: rest[0].trim().toLowerCase(), name: rest.slice(1).join(' ').trim(), password };
  }
  return { command: 'usage', error: OPERATOR_USAGE };
}
