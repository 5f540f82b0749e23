import { formatCents } from '@/lib/format/price';
import type { ReactNode } from 'react';
import type { ActionState } from './useAction';

// The back office's few building blocks: plain, dense and legible on a phone.

export const buttonClass = 'inline-flex min-h-10 items-center justify-center rounded-md bg-night-800 px-3 py-2 text-sm font-semibold text-white hover:bg-night-700 disabled:cursor-not-allowed disabled:opacity-50';
export const secondaryButtonClass = 'inline-flex min-h-10 items-center justify-center rounded-md border border-night-300 bg-white px-3 py-2 text-sm font-semibold text-night-800 hover:bg-night-50 disabled:cursor-not-allowed disabled:opacity-50';
export const dangerButtonClass = 'inline-flex min-h-10 items-center justify-center rounded-md bg-red-700 px-3 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-50';
/** A field's look without its width (for fields sized by their row). */
export const fieldClass = 'block min-w-0 rounded-md border border-night-300 bg-white px-3 py-2 text-sm text-night-900';
export const inputClass = `${fieldClass} w-full`;
export const labelClass = 'block text-sm font-medium text-night-800';

/** A call's outcome under its button: a status line for success, an alert for failure. */
export function ActionResult({ status, testId }: { status: ActionState; testId?: string }) {
  if (status.state === 'ok') return <p role="status" data-testid={testId} className="mt-2 text-sm text-acacia-700">{status.message}</p>;
  if (status.state === 'error') return <p role="alert" data-testid={testId} className="mt-2 text-sm text-red-700">{status.message}</p>;
  return null;
}

export function ErrorNote({ message }: { message?: string }) {
  return message ? <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">{message}</p> : null;
}

export function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-lg border border-night-100 bg-white p-4 shadow-sm" data-testid={testId}>
      <h2 className="mb-3 font-sans text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function Badge({ children, tone = 'plain' }: { children: ReactNode; tone?: 'plain' | 'alert' | 'good' }) {
  const colours = { plain: 'bg-night-50 text-night-800', alert: 'bg-red-100 text-red-800', good: 'bg-acacia-100 text-acacia-800' }[tone];
  return <span className={`inline-block rounded px-1.5 py-0.5 text-xs font-semibold ${colours}`}>{children}</span>;
}

/** "5 h" under two days, "3 d" after. */
export const ageLabel = (hours: number) => (hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`);

/** A stored ISO time, short and in the operator's own clock. */
export function when(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Dollars as the site and the booking pages write them: 1539 → "$ 1,539", 153.9 → "$ 153.90". */
export const usd = (amount: number | null | undefined) => (amount === null || amount === undefined ? '—' : formatCents(Math.round(Number(amount) * 100)));
export const usdFromCents = (cents: number | null | undefined) => (cents === null || cents === undefined ? '—' : usd(Number(cents) / 100));
