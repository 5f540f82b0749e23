import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A sent form's confirmation, announced to screen readers as it appears. `takeFocus` when it
 * replaces the form in place: the form was long, so the visitor would be left looking at the
 * footer or an empty card, and might send again; the confirmation is brought into view and focused.
 */
export function SuccessPanel({ title, children, testId, takeFocus = false }: { title: string; children?: ReactNode; testId?: string; takeFocus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeFocus || !ref.current) return;
    ref.current.scrollIntoView({ block: 'center' });
    ref.current.focus({ preventScroll: true });
  }, [takeFocus]);
  return (
    <div ref={ref} role="status" tabIndex={takeFocus ? -1 : undefined} className="rounded-2xl border border-acacia-300 bg-acacia-50 p-6 text-night-900 focus:outline-none" data-testid={testId}>
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
