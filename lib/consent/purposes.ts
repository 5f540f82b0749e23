/**
 * What a visitor can agree to, one switch per kind of third party:
 * - analytics: the analytics tag of the domain and the session recorder (both measure how the
 *   site is used; a recorder is the more intrusive kind of the same thing),
 * - marketing: the ads pixel and the path-keyed overlay (advertising and promotion),
 * - chat: the live-chat widget (a service a traveller may want while refusing all tracking).
 */
export const PURPOSES = ['analytics', 'marketing', 'chat'] as const;
export type Purpose = (typeof PURPOSES)[number];

/** A visitor's answer: one yes or no per purpose. */
export type Consent = Record<Purpose, boolean>;

export const allPurposes = (granted: boolean): Consent =>
  Object.fromEntries(PURPOSES.map((p) => [p, granted])) as Consent;

export const grantsAny = (consent: Consent | null): boolean => !!consent && PURPOSES.some((p) => consent[p]);
