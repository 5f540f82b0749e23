import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { asLocale } from '@/lib/i18n/config';

/**
 * The same on every page, with Next's own script tags. Title, description, canonical, hreflang,
 * robots, the link-preview card and structured data are per page: next/head writes them (through
 * next-seo) from _app and the pages.
 */
export default function Document(props: DocumentProps) {
  return (
    <Html lang={asLocale(props.locale)}>
      <Head>
        <meta name="theme-color" content="#131d36" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
