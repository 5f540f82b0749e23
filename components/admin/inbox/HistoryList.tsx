import { when } from '../ui';
import type { HistoryEntry } from './types';

/** What happened to a request, oldest first (assignments, replies, bookings, notes). */
export function HistoryList({ history }: { history?: HistoryEntry[] }) {
  if (!history) return <p className="text-sm text-night-700">No history available yet.</p>;
  if (!history.length) return <p className="text-sm text-night-700">Nothing has happened yet.</p>;
  return (
    <ol className="space-y-2" data-testid="history">
      {history.map((h, i) => (
        <li key={`${h.at}-${i}`} className="border-l-2 border-night-200 pl-3 text-sm">
          <div className="text-night-700">
            <span className="font-semibold text-night-900">{h.action}</span> · {h.actor ?? 'system'} · {when(h.at)}
          </div>
          {h.note ? <p className="break-words whitespace-pre-wrap">{h.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
