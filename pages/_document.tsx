import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { asLocale } from '@/lib/i18n/config';

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
