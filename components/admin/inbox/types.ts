import type { InboxItem } from '@/server/admin/inboxItems';

/** The inbox API's shapes as the back office reads them (the list's items are the server's own type). */
export type { InboxItem };

export type HistoryEntry = { at: string; actor: string | null; action: string; note?: string | null };

export type InboxRequest = Omit<InboxItem, 'assignee'> & {
  payload: Record<string, unknown>;
  assignee: { id: string; name: string } | null;
  history: HistoryEntry[];
  booking?: Record<string, unknown> | null;
  /** A quote's catalogue tour (null for a tailor-made one); absent on other kinds. */
  tour?: QuoteTour | null;
};

export type QuoteTour = { id: string; title: string; tripType: string; days: number };

export type InboxDetail = { request: InboxRequest; earlier: InboxItem[] };

/**
 * The detail after an action: every action answers the request (with the earlier ones, except
 * the quote → booking, which answers `{ booking, request }`): the page keeps the earlier it has.
 */
export function detailAfter(previous: InboxDetail, body: unknown): InboxDetail {
  const b = body as Partial<InboxDetail>;
  return b?.request ? { request: b.request, earlier: b.earlier ?? previous.earlier } : previous;
}
