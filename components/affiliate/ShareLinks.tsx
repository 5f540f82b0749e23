import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n/I18nProvider';

/**
 * Sharing a link: the device's own share sheet where the browser offers one (phones), otherwise
 * an email and a WhatsApp link with a short invitation in the page's language.
 */
export function ShareLinks({ url }: { url: string }) {
  const t = useT();
  // Known only in the browser; the first render (and the server's) shows the links.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);
  const text = t('affiliate.share.text');

  if (canShare) {
    const share = () => navigator.share({ title: t('affiliate.share.subject'), text, url }).catch(() => undefined);
    return (
      <button type="button" onClick={share} className="rounded-full border border-night-800 px-5 py-2.5 text-sm font-semibold text-night-900 hover:bg-sand-100" data-testid="affiliate-share">
        {t('affiliate.share.button')}
      </button>
    );
  }
  const mail = `mailto:?subject=${encodeURIComponent(t('affiliate.share.subject'))}&body=${encodeURIComponent(`${text}\n\n${url}`)}`;
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
  return (
    <p className="flex flex-wrap gap-3 text-sm" data-testid="affiliate-share">
      <span className="font-semibold text-night-800">{t('affiliate.share.label')}</span>
      <a href={mail} className="underline">{t('affiliate.share.email')}</a>
      <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="underline">{t('affiliate.share.whatsapp')}</a>
    </p>
  );
}
