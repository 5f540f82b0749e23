import type { ReactNode } from 'react';
import { ArticleBody } from '@/components/blog/ArticleBody';
import InfoPage from '@/components/layout/InfoPage';
import { AppLink } from '@/components/ui/AppLink';
import { formatDay } from '@/lib/format/dates';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { BasePageProps } from '@/server/pages/pageProps';
import type { PageId } from '@/lib/routing/siteRoutes';
import type { InfoDocument } from '@/server/info/service';

export type DocumentPageProps = BasePageProps & { pageId: PageId; document: InfoDocument };

/** An information page: heading band, its text from the database, then where to ask. */
export function DocumentPage({ document, children, ...page }: DocumentPageProps & { children?: ReactNode }) {
  const { locale, t } = useI18n();
  return (
    <InfoPage {...page}>
      <div className="mx-auto max-w-3xl">
        <p className="mb-6 text-sm text-night-600">
          <time dateTime={document.updatedAt}>{t('info.updated', { date: formatDay(document.updatedAt, locale) })}</time>
        </p>
        {document.fallback ? <p className="mb-6 rounded-xl bg-sand-100 p-4 text-sm" role="note">{t('info.fallbackNotice')}</p> : null}
        <div lang={document.fallback ? 'en' : undefined}>
          <ArticleBody blocks={document.body} />
        </div>
        {children}
        <aside className="mt-12 rounded-2xl bg-night-900 p-6 text-sand-50">
          <h2 className="text-2xl font-semibold text-white">{t('info.help.heading')}</h2>
          <p className="mt-2 text-sand-200">{t('info.help.text')}</p>
          <p className="mt-4 flex flex-wrap gap-3">
            <AppLink href="/Contact" className="rounded-full bg-white px-5 py-2 font-semibold text-night-900 hover:bg-sand-100">{t('info.help.contact')}</AppLink>
            <AppLink href="/Quote" className="rounded-full bg-sunset-600 px-5 py-2 font-semibold text-white hover:bg-sunset-700">{t('info.help.quote')}</AppLink>
          </p>
        </aside>
      </div>
    </InfoPage>
  );
}
