import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/I18nProvider';
import { useAppDispatch, useAppSelector } from '@/store';
import { noticeCleared, selectNotice } from '@/store/appSlice';

/**
 * A word on the page an action led to ("your account is open"), under the navigation: shown on that
 * page only, gone with the next page or its close button. Read out as a status.
 */
export function SiteNoticeBanner() {
  const t = useT();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectNotice);
  const here = notice !== null && router.asPath === notice.at;
  const shown = useRef(false);
  useEffect(() => {
    if (here) shown.current = true;
    // Once seen, it goes when the traveller moves on.
    else if (notice && shown.current) {
      shown.current = false;
      dispatch(noticeCleared());
    }
  }, [here, notice, dispatch]);
  if (!here) return null;
  return (
    <div role="status" className="border-b border-acacia-200 bg-acacia-50" data-testid="site-notice">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 text-sm font-medium text-night-900">
        <p>{t(`common.notices.${notice.key}`)}</p>
        <button type="button" onClick={() => dispatch(noticeCleared())} aria-label={t('common.notices.close')} className="rounded-md p-1.5 hover:bg-acacia-100">
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
