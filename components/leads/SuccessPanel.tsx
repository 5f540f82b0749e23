import type { ReactNode } from 'react';

/** A sent form's confirmation, announced to screen readers as it appears. */
export function SuccessPanel({ title, children, testId }: { title: string; children?: ReactNode; testId?: string }) {
  return (
    <div role="status" className="rounded-2xl border border-acacia-300 bg-acacia-50 p-6 text-night-900" data-testid={testId}>
      <p className="flex items-start gap-3 text-lg font-semibold">
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden className="mt-0.5 shrink-0 text-acacia-700" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span>{title}</span>
      </p>
      {children ? <div className="mt-3 space-y-2 pl-9 text-night-800">{children}</div> : null}
    </div>
  );
}
