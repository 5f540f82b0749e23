import type { GetStaticProps } from 'next';
import type { DocumentPageProps } from '@/components/info/DocumentPage';
import type { Namespace } from '@/lib/i18n/messages';
import type { PageId } from '@/lib/routing/siteRoutes';
import type { InfoDocumentId } from '@/server/db/seed/info/types';
import { infoDocument } from './service';
import { basePageProps, REVALIDATE_SECONDS } from '@/server/pages/pageProps';

/** Props of a page whose body is an information document of the same id (Privacy, Terms…); `more` string sections it also shows. */
export function documentPageProps(pageId: PageId & InfoDocumentId, more: Namespace[] = []): GetStaticProps<DocumentPageProps> {
  return async ({ locale }) => {
    const base = await basePageProps(locale, pageId, ['pages', 'blog', 'info', ...more]);
    return {
      props: { ...base, pageId, document: await infoDocument(pageId, base.locale) },
      revalidate: REVALIDATE_SECONDS,
    };
  };
}
