import { useEffect, type ComponentType } from 'react';
import { useRouter } from 'next/router';
import { useAppDispatch, useAppSelector } from '@/store';
import { consentRead } from '@/store/consentSlice';
import { I18nProvider, useI18n } from '@/lib/i18n/I18nProvider';
import { mergeMessages } from '@/lib/i18n/mergeMessages';
import { CONSENT_NAMESPACES } from '@/lib/i18n/onDemand';
import type { Messages } from '@/lib/i18n/translate';
import { fetchStrings } from '@/services/strings';
import { grantsAny } from '@/lib/consent/purposes';
import { afterInteractive } from '@/lib/consent/afterInteractive';
import { carriesSecret } from '@/lib/consent/privateAddress';
import { useLazyComponent } from '@/lib/useLazyComponent';

/**
 * Reads the visitor's stored answer, asks when there is none (the banner's code loads only
 * then), and loads the third parties agreed to, after the page is interactive. Part of the
 * public layout only: the back office loads no third party and asks nothing.
 */
export function ConsentManager() {
  const dispatch = useAppDispatch();
  const { status, choice } = useAppSelector((s) => s.consent);
  const { locale } = useI18n();
  const { asPath } = useRouter();
  const path = asPath.split(/[?#]/)[0];
  const secret = carriesSecret(asPath);

  // The cookie code (js-cookie) comes in its own small chunk: no page's first load carries it.
  useEffect(() => {
    let live = true;
    void import('@/lib/consent/consentCookie').then((m) => live && dispatch(consentRead(m.readConsentCookie())));
    return () => {
      live = false;
    };
  }, [dispatch]);

  // A new answer or a client-side navigation (the overlay follows the path) loads what is due;
  // the loader skips what is already on the page.
  useEffect(() => {
    // A booking key or a link's token in the address: no third party sees this page (privateAddress.ts).
    if (!choice || !grantsAny(choice) || secret) return;
    let live = true;
    const cancel = afterInteractive(() => {
      void import('@/lib/consent/scriptLoader').then((m) => live && m.loadThirdParties({ locale, consent: choice, path }));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [choice, locale, path, secret]);

  return status === 'asking' ? <LazyConsentBanner /> : null;
}

const NoBanner = () => null;

/** Kept once loaded: reopened from the footer, the banner shows at once, without another idle wait. */
let loadedBanner: ComponentType<object> | null = null;
let loadedStrings: Messages | null = null;

/**
 * The banner's code and its words (GET /api/strings, unless the page carries them) arrive
 * together, after the page is idle. If either cannot be had (offline), nothing shows and nothing
 * third-party loads: the question is asked again on the next page.
 */
function LazyConsentBanner() {
  const { locale, messages } = useI18n();
  const lazy = useLazyComponent<object>(async () => {
    const words = messages.consent ? { consent: messages.consent } : fetchStrings(locale, CONSENT_NAMESPACES).catch(() => null);
    const [m, strings] = await Promise.all([import('./ConsentBanner'), words]);
    if (!strings) return { default: NoBanner };
    loadedStrings = strings;
    loadedBanner = m.default;
    return m;
  });
  const Banner = loadedBanner ?? lazy;
  if (!Banner || Banner === NoBanner || !loadedStrings) return null;
  return (
    <I18nProvider locale={locale} messages={mergeMessages(messages, loadedStrings)}>
      <Banner />
    </I18nProvider>
  );
}
