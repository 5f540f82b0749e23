/** The About page's team tabs (spec: sales, reservations, logistics, other guides), in their order. */
export const TEAM_CATEGORIES = ['sales', 'reservations', 'logistics', 'other'] as const;
export type TeamCategory = (typeof TEAM_CATEGORIES)[number];
