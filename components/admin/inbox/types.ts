/** The inbox API's shapes as the back office reads them (server/admin/inboxItems.ts and the detail route). */
export type InboxItem = {
  kind: 'quote' | 'contact' | 'booking';
  number: string;
  createdAt: string;
  ageHours: number;
  overdue: boolean;
  language: string;
  name: string;
  email: string;
  status: string;
  affiliate: boolean;
  summary: string;
  /** The operator's name, once requests can be assigned. */
  assignee?: string | { id: string; name: string } | null;
};

export type HistoryEntry = { at: string; actor: string | null; action: string; note?: string | null };

export type InboxRequest = Omit<InboxItem, 'assignee'> & {
  payload: Record<string, unknown>;
  assignee?: { id: string; name: string } | null;
  history?: HistoryEntry[];
  booking?: Record<string, unknown> | null;
};

export type InboxDetail = { request: InboxRequest; earlier: InboxItem[] };

/**
 * The detail after an action: some actions answer `{ request, earlier }`, others the request alone;
 * either way the page keeps showing the earlier requests it has.
 */
export function detailAfter(previous: InboxDetail, body: unknown): InboxDetail {
  const b = body as Partial<InboxDetail> & Partial<InboxRequest>;
  if (b?.request) return { request: b.request, earlier: b.earlier ?? previous.earlier };
  if (b && typeof b.number === 'string' && b.payload) return { request: b as InboxRequest, earlier: previous.earlier };
  return previous;
}

export const assigneeName = (a: InboxItem['assignee']) => (a === null || a === undefined ? null : typeof a === 'string' ? a : a.name);
