import { useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/I18nProvider';
import { ArrowUpIcon } from './icons';
import { useGiveWay } from './useGiveWay';

/** Appears once the traveller has scrolled a screen down; returns focus to the top of the page. Steps aside from a control under it. */
export function BackToTop() {
  const t = useT();
  const [scrolled, setScrolled] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const covering = useGiveWay(button);
  const visible = scrolled && !covering;

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 600);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <button
      ref={button}
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0 });
        document.getElementById('top')?.focus();
      }}
      aria-label={t('common.backToTop')}
      title={t('common.backToTop')}
      className={`back-to-top ${visible ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      tabIndex={visible ? 0 : -1}
      data-testid="back-to-top"
    >
      <ArrowUpIcon />
    </button>
  );
}
