import { AppLink } from '@/components/ui/AppLink';
import { SITE } from '@/config/site';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { siteAddress } from '@/lib/format/siteAddress';
import { ConsentSettingsButton } from '@/components/consent/ConsentSettingsButton';
import { BrandMark } from './BrandMark';
import { FOOTER_GUIDES } from '@/lib/content/footerGuides';
import { FOOTER_COMPANY_LINKS, articlePath } from './footerLinks';

export function Footer() {
  const { t, locale } = useI18n();
  const year = new Date().getFullYear();
  // The bottom padding keeps the last links clear of the floating buttons at the end of the page.
  return (
    <footer className="mt-16 bg-night-900 pb-20 text-sand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <BrandMark />
          <p className="mt-3 text-sm text-sand-200">{t('common.tagline')}</p>
        </div>
        <div className="lg:col-span-2">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-sand-50">{t('common.footer.planTitle')}</h2>
          <ul className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-testid="footer-guides">
            {FOOTER_GUIDES.map((key) => (
              <li key={key}>
                <AppLink href={articlePath(t(`routes.articles.${key}`))} className="footer-link">
                  {t(`common.footer.links.${key}`)}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-sand-50">{t('common.footer.companyTitle')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FOOTER_COMPANY_LINKS.map((link) => (
              <li key={link.key}>
                <AppLink href={link.href} className="footer-link">
                  {t(`common.footer.${link.key}`)}
                </AppLink>
              </li>
            ))}
            <li>
              <ConsentSettingsButton className="text-left text-sand-200 hover:text-sunset-300" />
            </li>
          </ul>
          <h2 className="mt-6 font-sans text-sm font-semibold uppercase tracking-wider text-sand-50">{t('common.footer.contactTitle')}</h2>
          <address className="mt-3 space-y-1 text-sm not-italic text-sand-200">
            <p>{siteAddress(locale)}</p>
            <p><a href={`tel:${SITE.phone.replace(/\s+/g, '')}`} className="hover:text-sunset-300">{SITE.phone}</a></p>
            <p><a href={`mailto:${SITE.email}`} className="hover:text-sunset-300">{SITE.email}</a></p>
            <p><AppLink href="/Contact" className="hover:text-sunset-300">{t('common.footer.contact')}</AppLink></p>
          </address>
        </div>
      </div>
      <p className="border-t border-night-700 px-4 py-5 text-center text-xs text-sand-300">
        {t('common.footer.copyright', { year, brand: SITE.brand })}
      </p>
    </footer>
  );
}
