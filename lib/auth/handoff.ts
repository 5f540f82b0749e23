/**
 * A signed-in traveller's session carried to another language's domain: a one-time code in the
 * address's fragment (#handoff=…), which never reaches a server, a cache or a Referer header.
 */
const FRAGMENT = /^#handoff=([A-Za-z0-9_-]{20,200})$/;

/** The other domain's address with the code. */
export const withHandoff = (url: string, code: string) => `${url.split('#')[0]}#handoff=${code}`;

/** The code an address's fragment carries, or null. */
export const handoffCodeIn = (hash: string): string | null => FRAGMENT.exec(hash)?.[1] ?? null;
