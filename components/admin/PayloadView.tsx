import { answerWords } from './answerWords';
import { usdFromCents, when } from './ui';

/** "departureDate" → "Departure date", "full_name" → "Full name". */
export function labelOf(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MONEY = /_?[cC]ents$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One answer, as text; objects and lists of objects nest as their own label/value lists. Never HTML. */
function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') return <span className="text-night-500">—</span>;
  if (typeof value === 'boolean') return <>{value ? 'yes' : 'no'}</>;
  if (typeof value === 'string') return <span className="break-words whitespace-pre-wrap">{ISO_TIME.test(value) ? when(value) : value}</span>;
  if (typeof value === 'number') return <>{String(value)}</>;
  if (Array.isArray(value)) {
    if (!value.length) return <span className="text-night-500">none</span>;
    if (value.every((v) => v === null || typeof v !== 'object')) return <>{value.map((v) => (v === null ? '—' : String(v))).join(', ')}</>;
    return (
      <ol className="space-y-2">
        {value.map((v, i) => (
          <li key={i} className="rounded border border-night-100 p-2">
            <Value value={v} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object') return <PayloadView data={value as Record<string, unknown>} />;
  return <>{String(value)}</>;
}

/** Every field of a stored payload as label and value, in the order it was sent. */
export function PayloadView({ data, testId }: { data: Record<string, unknown>; testId?: string }) {
  const entries = Object.entries(data);
  if (!entries.length) return <p className="text-sm text-night-500">Nothing.</p>;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,max-content)_1fr]" data-testid={testId}>
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          {/* Money is stored in cents (totalCents): shown in dollars under its plain name. */}
          <dt className="font-medium text-night-700">{labelOf(MONEY.test(key) && typeof value === 'number' ? key.replace(MONEY, '') : key)}</dt>
          <dd className="mb-1 min-w-0 sm:mb-0">{MONEY.test(key) && typeof value === 'number' ? usdFromCents(value) : <Value value={answerWords(key, value)} />}</dd>
        </div>
      ))}
    </dl>
  );
}
