import Head from 'next/head';
import { useT } from '@/lib/i18n/I18nProvider';
import { headTags } from '@/lib/seo/headTags';
import { pagedTitle } from '@/lib/seo/pagedTitle';

/**
 * The page's title and meta description; `page`: a list's page past the first says its number in
 * the title. `shareTitle`: the preview card's title when the page names itself more closely than its
 * meta (a place's or a kind's tour list), in place of ShareTags' (the later tag of a key wins).
 */
export function PageHead({ title, description, robots, page = 1, shareTitle }: { title: string; description?: string; robots?: string; page?: number; shareTitle?: string }) {
  const t = useT();
  const share = shareTitle ? { openGraph: { title: shareTitle }, additionalMetaTags: [{ name: 'twitter:title', content: shareTitle }] } : {};
  return <Head>{headTags({ title: pagedTitle(t, title, page), description, robots, ...share })}</Head>;
}
