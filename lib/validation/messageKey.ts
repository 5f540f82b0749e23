import type { Translate } from './fieldMessages';

type Params = Record<string, string | number>;

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A rule's own message in a shared schema, in no language: `key:range` names the text
 * `validation.range`, and `key:range?min=1&max=30` carries the values of its placeholders. The
 * values travel in the message because zod keeps a schema's own message whoever parses: it
 * outranks the forms' per-parse translation, so the form reads it back like the server does.
 */
export const messageKey = (name: string, params?: Params) =>
  `key:${name}${params ? `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}` : ''}`;

/** The text of a `key:` message in the page's or request's language; undefined for any other message. */
export function readMessageKey(message: string | undefined, translate: Translate): string | undefined {
  if (!message?.startsWith('key:')) return undefined;
  const [name, query] = message.slice(4).split('?');
  // Numbers come back as numbers: a plural text picks its form by `count`.
  const params = query ? Object.fromEntries([...new URLSearchParams(query)].map(([k, v]) => [k, NUMBER.test(v) ? Number(v) : v])) : undefined;
  return translate(`validation.${name}`, params);
}
