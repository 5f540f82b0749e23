export type Messages = { [key: string]: string | Messages };

/** Looks up a dotted key and fills `{name}` placeholders; a missing key shows itself, never crashes. */
export function translate(messages: Messages, key: string, params?: Record<string, string | number>): string {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return params ? node.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m)) : node;
}
