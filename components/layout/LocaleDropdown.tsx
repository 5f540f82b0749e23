import { useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { LOCALES, LOCALE_NAMES, type Locale } from '@/lib/i18n/config';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { localeSwitchUrl, rememberArrival, rememberLocale } from '@/lib/i18n/switchLocale';
import { GlobeIcon } from '@/components/ui/icons';
import { withHandoff } from '@/lib/auth/handoff';
import { useAppSelector } from '@/store';
import { labelled } from '@/lib/i18n/punctuation';

/**
 * The language menu. A native <details> disclosure, so it opens with keyboard and without
 * JavaScript; each entry is a plain link to the same page on that language's domain, with no
 * redirect on the way. The page a link opens stores the choice in the language cookie: on
 * arrival from another language's domain, or on a click on its own language.
 */
export function LocaleDropdown({ alternates }: { alternates?: Partial<Record<Locale, string>> }) {
  const { locale, t } = useI18n();
  const { asPath } = useRouter();
  const ref = useRef<HTMLDetailsElement>(null);
  const path = asPath.split('#')[0];
  const token = useAppSelector((s) => s.auth.token);

  // The other language's domain has its own cookies: a one-time code takes the signed-in account
  // and the affiliate link the visitor came through along. A link opened in a new tab, or a
  // failed or slow call, goes as it is.
  const carryVisitor = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    const code = await import('@/services/auth').then((api) => api.startHandoff(locale, token)).catch(() => null);
    window.location.assign(code ? withHandoff(href, code) : href);
  };

  useEffect(() => rememberArrival(locale), [locale]);

  useEffect(() => {
    const close = (event: Event) => {
      const el = ref.current;
      if (!el?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !el.contains(event.target as Node)) {
        el.open = false;
        if (event instanceof KeyboardEvent) el.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);

  return (
    <details ref={ref} className="relative" data-testid="locale-dropdown">
      <summary
        className="locale-summary"
        // The code it shows stands in its name as a word of its own: axe ignores words in parentheses.
        aria-label={labelled(locale, t('common.localeSwitcher.label'), `${LOCALE_NAMES[locale]}, ${locale.toUpperCase()}`)}
      >
        <GlobeIcon width={16} height={16} />
        <span>{locale.toUpperCase()}</span>
      </summary>
      <ul className="locale-menu">
        {LOCALES.map((l) => (
          <li key={l}>
            <a
              href={localeSwitchUrl(l, path, alternates)}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? 'true' : undefined}
              onClick={l === locale ? () => rememberLocale(locale) : carryVisitor}
              className={l === locale ? 'locale-option font-semibold text-sunset-700' : 'locale-option'}
            >
              {LOCALE_NAMES[l]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
