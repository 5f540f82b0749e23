/**
 * Sections of the locale files a page fetches when it needs them (GET /api/strings) instead of
 * carrying them in its HTML: the tour page's quote form opens on a click, and most visitors never
 * click.
 */
export const ON_DEMAND_NAMESPACES = ['leads', 'validation'] as const;
export type OnDemandNamespace = (typeof ON_DEMAND_NAMESPACES)[number];

export const isOnDemandNamespace = (value: string): value is OnDemandNamespace => (ON_DEMAND_NAMESPACES as readonly string[]).includes(value);
