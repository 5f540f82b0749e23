import { useCallback, useState } from 'react';
import { errorMessage } from './adminApi';

export type ActionState = { state: 'idle' | 'busy' | 'ok' | 'error'; message?: string };

/** One button's call: busy while it runs, then its result or the API's error message. */
export function useAction() {
  const [status, setStatus] = useState<ActionState>({ state: 'idle' });
  const run = useCallback(async <T,>(call: () => Promise<T>, done: (result: T) => string): Promise<T | undefined> => {
    setStatus({ state: 'busy' });
    try {
      const result = await call();
      setStatus({ state: 'ok', message: done(result) });
      return result;
    } catch (err) {
      setStatus({ state: 'error', message: errorMessage(err) });
      return undefined;
    }
  }, []);
  return { status, run, busy: status.state === 'busy' };
}
