/**
 * Sections of the locale files a page fetches when it needs them (GET /api/strings) instead of
 * carrying them in its HTML: the tour page's quote form opens on a click, and most visitors never
 * click; the consent banner shows once per visitor, so its words are not in every page either;
 * a tour page's departure list loads after the page, and its words come with its data.
 */
export const ON_DEMAND_NAMESPACES = ['leads', 'validation', 'consent', 'booking.departures'] as const;
export type OnDemandNamespace = (typeof ON_DEMAND_NAMESPACES)[number];

/** What the quote form opened from a tour page needs. */
export const QUOTE_FORM_NAMESPACES = ['leads', 'validation'] as const satisfies readonly OnDemandNamespace[];
/** What a tour page's departure list needs beyond the lines the page shows before it loads. */
export const DEPARTURE_LIST_NAMESPACES = ['booking.departures'] as const satisfies readonly OnDemandNamespace[];
/** What the consent banner needs. */
export const CONSENT_NAMESPACES = ['consent'] as const satisfies readonly OnDemandNamespace[];

export const isOnDemandNamespace = (value: string): value is OnDemandNamespace => (ON_DEMAND_NAMESPACES as readonly string[]).includes(value);
