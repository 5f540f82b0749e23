import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/I18nProvider';
import { isPrivatePage, type PageId } from '@/lib/routing/siteRoutes';
import type { BasePageProps } from '@/server/pages/pageProps';
import { PageHead } from './PageHead';

/** `page`: the page of a list the body shows (the guest book's), named in the title past the first. */
type Props = BasePageProps & { pageId: PageId; heading?: string; intro?: string; page?: number; children?: ReactNode };

/** A page's heading band and body; pages whose content arrives later show their heading now. */
export default function InfoPage({ pageId, meta, heading, intro, page, children }: Props) {
  const t = useT();
  return (
    <>
      <PageHead title={meta.title} description={meta.description} robots={isPrivatePage(pageId) ? 'noindex' : undefined} page={page} />
      <section className="bg-gradient-to-b from-sand-100 to-sand-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <h1 className="max-w-3xl text-3xl font-semibold sm:text-4xl lg:text-5xl">{heading ?? t(`pages.${pageId}.title`)}</h1>
          <p className="mt-4 max-w-2xl text-lg text-night-700">{intro ?? t(`pages.${pageId}.intro`)}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10">{children ?? <p className="text-night-600">{t('pages.comingSoon')}</p>}</div>
    </>
  );
}
