// Who may do what in the back office. Shared by the API's guard (server/admin/adminHandler.ts)
// and the back office's navigation, so a section shown is a section that works.

export const ROLES = ['owner', 'editor', 'sales'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** A part of the back office, as its routes are grouped. */
export type Area = 'requests' | 'reviews' | 'affiliates' | 'outbox' | 'catalogue' | 'account';

/**
 * owner: everything. editor: the catalogue (content, prices, departures). sales: travellers'
 * requests and bookings, reviews, affiliates and the mail queue. Everyone reads the catalogue
 * (a quote becomes a booking on a departure picked from it) and their own account.
 */
const WHO: Record<Area, { read: readonly Role[]; write: readonly Role[] }> = {
  requests: { read: ['owner', 'sales'], write: ['owner', 'sales'] },
  reviews: { read: ['owner', 'sales'], write: ['owner', 'sales'] },
  affiliates: { read: ['owner', 'sales'], write: ['owner', 'sales'] },
  outbox: { read: ['owner', 'sales'], write: ['owner', 'sales'] },
  catalogue: { read: ROLES, write: ['owner', 'editor'] },
  account: { read: ROLES, write: ROLES },
};

/** Whether a role may read (GET) or change something in an area. */
export const mayUse = (role: Role, area: Area, change: boolean) => WHO[area][change ? 'write' : 'read'].includes(role);
