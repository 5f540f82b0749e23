import Head from 'next/head';

/** The page's title and meta description (canonical and hreflang come with the SEO work). */
export function PageHead({ title, description }: { title: string; description?: string }) {
  return (
    <Head>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
    </Head>
  );
}
