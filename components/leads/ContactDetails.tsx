import { SITE, whatsappUrl } from '@/config/site';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { siteAddress } from '@/lib/format/siteAddress';

const link = 'font-semibold text-sunset-700 underline underline-offset-2 hover:text-sunset-800 break-words';

/** The office: address, phone, email, WhatsApp and opening hours. */
export function ContactDetails() {
  const { t, locale } = useI18n();
  return (
    <section aria-labelledby="contact-details" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-night-900/5" data-testid="contact-details">
      <h2 id="contact-details" className="text-2xl font-semibold">{t('leads.contact.details')}</h2>
      <address className="mt-4 space-y-4 not-italic">
        <p>
          <span className="block font-semibold">{SITE.brand}</span>
          {siteAddress(locale)}
        </p>
        <dl className="space-y-3">
          <div>
            <dt className="text-sm text-night-600">{t('leads.fields.phone')}</dt>
            <dd><a href={`tel:${SITE.phone.replace(/[^+\d]/g, '')}`} className={link}>{SITE.phone}</a></dd>
          </div>
          <div>
            <dt className="text-sm text-night-600">{t('leads.fields.email')}</dt>
            <dd><a href={`mailto:${SITE.email}`} className={link}>{SITE.email}</a></dd>
          </div>
          <div>
            <dt className="text-sm text-night-600">{t('leads.options.contactPreference.whatsapp')}</dt>
            <dd><a href={whatsappUrl()} target="_blank" rel="noopener noreferrer" className={link}>{SITE.phone}</a></dd>
          </div>
        </dl>
      </address>
      <p className="mt-4 text-sm text-night-700">{t('leads.contact.hours')}</p>
    </section>
  );
}
