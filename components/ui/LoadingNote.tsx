import type { ReactNode } from 'react';
import { useDelayedFlag } from '@/lib/useDelayedFlag';

/** "Loading…" for something being fetched, shown only when the answer is slow (200 ms, no flicker). */
export function LoadingNote({ children, className, testId }: { children: ReactNode; className: string; testId?: string }) {
  const slow = useDelayedFlag(true);
  return slow ? <p role="status" className={className} data-testid={testId}>{children}</p> : null;
}
