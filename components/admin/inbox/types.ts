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

export const assigneeName = (a: InboxItem['assignee']) => (a === null || a === undefined ? null : typeof a === 'string' ? a : a.name);
