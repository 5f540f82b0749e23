import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store';
import { connectivityChanged, selectOnline } from '@/store/appSlice';
import { useT } from '@/lib/i18n/I18nProvider';

/** Tracks online/offline (spec section 4) and tells the traveller while the connection is gone. */
export function OfflineBanner() {
  const t = useT();
  const dispatch = useAppDispatch();
  const online = useAppSelector(selectOnline);

  useEffect(() => {
    const update = () => dispatch(connectivityChanged(navigator.onLine));
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [dispatch]);

  if (online) return null;
  return (
    <p role="status" className="bg-sunset-100 px-4 py-2 text-center text-sm text-sunset-900">
      {t('common.offline')}
    </p>
  );
}
