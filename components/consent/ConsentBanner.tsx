import { useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store';
import { consentClosed, consentGiven } from '@/store/consentSlice';
import { useT } from '@/lib/i18n/I18nProvider';
import { writeConsentCookie } from '@/lib/consent/consentCookie';
import { PURPOSES, allPurposes, type Consent } from '@/lib/consent/purposes';
import { AppLink } from '@/components/ui/AppLink';
import { focusIsLost, returnFocus } from '@/lib/dom/focus';

const BUTTON = 'rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sunset-600';
const PLAIN = `${BUTTON} border border-night-800 text-night-900 hover:bg-sand-100`;
// Accept and reject look alike: refusing must be as easy as agreeing.
const ANSWER = `${BUTTON} bg-night-900 text-white hover:bg-night-800`;

/**
 * The consent banner: a small fixed panel over the bottom of the page (nothing in the page's
 * flow moves), accept and reject side by side with equal weight, and a choice per purpose.
 * Loaded lazily by ConsentManager, only when there is a question to ask.
 */
export default function ConsentBanner() {
  const t = useT();
  const id = useId();
  const dispatch = useAppDispatch();
  const previous = useAppSelector((s) => s.consent.choice);
  const [choosing, setChoosing] = useState(false);
  const [draft, setDraft] = useState<Consent>(previous ?? allPurposes(false));
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<Element | null>(null);

  // Reopened from the footer: focus moves into the banner and returns to the footer after.
  // Shown on arrival it takes no focus (the page stays readable); it is first in the tab order,
  // and once answered from the keyboard focus goes on to the page's content, not to nowhere.
  useEffect(() => {
    opener.current = previous ? document.activeElement : null;
    const el = panel.current;
    if (previous) el?.focus();
    return () => {
      // Only when the answer took the focus with the banner: a reader halfway down who clicks "Accept" stays where they were.
      if (focusIsLost() || el?.contains(document.activeElement)) returnFocus(opener.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // While shown, nothing focused hides under it (walked: a field tabbed to on a phone, under the
  // banner; the browser scrolls only what is outside the screen): the page moves it above the banner.
  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    const uncover = (e: FocusEvent) => {
      const target = e.target;
      if (!(target instanceof HTMLElement) || el.contains(target)) return;
      const clear = () => {
        if (document.activeElement !== target) return;
        const focused = target.getBoundingClientRect();
        const banner = el.getBoundingClientRect();
        if (focused.bottom > banner.top && focused.top < banner.bottom) window.scrollBy({ top: focused.bottom - banner.top + 16, behavior: 'instant' });
      };
      // Once the browser has scrolled it into the screen (after this event), if it did; and again
      // when that scroll ends: a smooth one may bring it to the screen's edge, under the banner,
      // after the first look (seen under load: left covered).
      requestAnimationFrame(clear);
      window.addEventListener('scrollend', clear, { once: true });
      window.setTimeout(() => window.removeEventListener('scrollend', clear), 1000);
    };
    document.addEventListener('focusin', uncover);
    return () => document.removeEventListener('focusin', uncover);
  }, []);

  // "Choose" shows the purposes above the buttons: focus goes to the first of them.
  const firstPurpose = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (choosing) firstPurpose.current?.focus();
  }, [choosing]);

  const answer = (consent: Consent) => {
    writeConsentCookie(consent);
    dispatch(consentGiven(consent));
  };

  return (
    <section
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      tabIndex={-1}
      onKeyDown={(e) => e.key === 'Escape' && previous && dispatch(consentClosed())}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-lg rounded-2xl bg-white p-4 text-night-900 shadow-2xl ring-1 ring-night-900/10 focus:outline-none sm:right-5 sm:left-auto sm:mx-0"
      data-testid="consent-banner"
    >
      <h2 id={`${id}-title`} className="font-sans text-sm font-semibold">{t('consent.title')}</h2>
      <p id={`${id}-text`} className="mt-1 text-xs text-night-700">
        {t('consent.text')}{' '}
        <AppLink href="/Privacy" className="underline hover:text-sunset-700">{t('consent.privacy')}</AppLink>
      </p>
      {choosing ? (
        <fieldset className="mt-3 space-y-2">
          <legend className="sr-only">{t('consent.choose')}</legend>
          {PURPOSES.map((purpose, i) => (
            <label key={purpose} className="flex items-start gap-2 text-xs">
              <input
                ref={i === 0 ? firstPurpose : undefined}
                type="checkbox"
                className="mt-0.5 size-4 accent-acacia-600"
                checked={draft[purpose]}
                onChange={(e) => setDraft({ ...draft, [purpose]: e.target.checked })}
              />
              <span>
                <span className="font-semibold">{t(`consent.purposes.${purpose}.label`)}</span>
                <span className="block text-night-700">{t(`consent.purposes.${purpose}.hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        {choosing ? (
          <button type="button" className={PLAIN} onClick={() => answer(draft)}>{t('consent.save')}</button>
        ) : (
          <button type="button" className={PLAIN} onClick={() => setChoosing(true)}>{t('consent.choose')}</button>
        )}
        <button type="button" className={ANSWER} onClick={() => answer(allPurposes(false))}>{t('consent.rejectAll')}</button>
        <button type="button" className={ANSWER} onClick={() => answer(allPurposes(true))}>
          {t('consent.acceptAll')}
        </button>
      </div>
    </section>
  );
}
