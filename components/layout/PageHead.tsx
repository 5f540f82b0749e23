import Head from 'next/head';
import { useT } from '@/lib/i18n/I18nProvider';
import { headTags } from '@/lib/seo/headTags';
import { pagedTitle } from '@/lib/seo/pagedTitle';

/** The page's title and meta description; `page`: a list's page past the first says its number in the title. */
export function PageHead({ title, description, robots, page = 1 }: { title: string; description?: string; robots?: string; page?: number }) {
  const t = useT();
  return <Head>{headTags({ title: pagedTitle(t, title, page), description, robots })}</Head>;
}
