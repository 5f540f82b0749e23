import { useCallback, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLeaveGuard } from './useLeaveGuard';

/**
 * A studio form with changes not saved yet (react-hook-form's isDirty): leaving the page asks
 * first; after a save the form calls reset(saved values), which makes it clean again. A save that
 * leads on to another page runs inside the returned `saving`, so that step is not asked about.
 */
export function useFormLeaveGuard<T extends FieldValues>(form: UseFormReturn<T>, what: string) {
  const passing = useRef(false);
  useLeaveGuard(form.formState.isDirty, `Leave without saving? Your changes to ${what} are not saved yet.`, passing);
  return useCallback(async <R,>(work: () => Promise<R>): Promise<R> => {
    passing.current = true;
    try {
      return await work();
    } finally {
      passing.current = false;
    }
  }, []);
}
