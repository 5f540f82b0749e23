import Head from 'next/head';

/** A traveller's own booking or form state: nothing for search engines. */
export function NoIndex() {
  return (
    <Head>
      <meta name="robots" content="noindex" />
    </Head>
  );
}
