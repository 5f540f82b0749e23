import Head from 'next/head';
import { headTags } from '@/lib/seo/headTags';

/** The page's title and meta description. */
export function PageHead({ title, description, robots }: { title: string; description?: string; robots?: string }) {
  return <Head>{headTags({ title, description, robots })}</Head>;
}
