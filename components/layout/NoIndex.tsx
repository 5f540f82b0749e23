import Head from 'next/head';
import { headTags } from '@/lib/seo/headTags';

/** Pages that are nobody's search result: a traveller's own booking, list or form state, an error. */
export function NoIndex() {
  return <Head>{headTags({ robots: 'noindex' })}</Head>;
}
