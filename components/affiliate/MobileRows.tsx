import type { ReactNode } from 'react';

/** A table's rows as cards on a phone (label: value), where five columns would not fit; hidden from sm up. */
export function MobileRows({ rows, testId }: { rows: { key: string; title: ReactNode; facts: [string, ReactNode][] }[]; testId: string }) {
  return (
    <ul className="space-y-3 sm:hidden" data-testid={testId}>
      {rows.map((row) => (
        <li key={row.key} className="rounded-2xl bg-white p-4 ring-1 ring-night-900/10">
          <p className="font-semibold text-night-900">{row.title}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {row.facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-night-600">{label}</dt>
                <dd className="text-right">{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
