import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { useT } from '@/lib/i18n/I18nProvider';
import { useAppSelector } from '@/store';
import { selectOnline } from '@/store/appSlice';
import type { FormError } from './apiFailure';

/**
 * Spec section 4: while offline a form does not try to send (nothing would arrive); it says so
 * and keeps what was typed. The returned check is called first thing on submit: true means
 * "refused", and the form's alert says why. Back online, that alert goes away.
 */
export function useOfflineRefusal(setError: Dispatch<SetStateAction<FormError | null>>): () => boolean {
  const t = useT();
  const online = useAppSelector(selectOnline);

  useEffect(() => {
    if (online) setError((error) => (error?.offline ? null : error));
  }, [online, setError]);

  return () => {
    if (online) return false;
    setError({ invalid: false, offline: true, message: t('common.offlineNotSent') });
    return true;
  };
}
