import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { asLocale } from '@/lib/i18n/config';
import { absoluteUrl } from '@/lib/i18n/origins';
import type { BasePageProps } from '@/server/pages/pageProps';
import { travelAgency } from '@/server/seo/jsonLd';

const OG_LOCALES = { en: 'en_GB', de: 'de_DE', fr: 'fr_FR', es: 'es_ES', it: 'it_IT', pt: 'pt_PT' } as const;
const DEFAULT_SHARE_IMAGE = '/images/art/savanna/hero-savanna.webp';

/**
 * Link-preview cards and structured data. Rendered here, on the server only: crawlers and
 * link previews read the first HTML, and the browser downloads no code for them.
 */
export default function Document(props: DocumentProps) {
  const locale = asLocale(props.locale);
  const page = (props.__NEXT_DATA__.props?.pageProps ?? {}) as Partial<BasePageProps>;
  const title = page.share?.title ?? page.meta?.title;
  const description = page.share?.description ?? page.meta?.description;
  const image = absoluteUrl(locale, page.share?.image ?? DEFAULT_SHARE_IMAGE);
  const jsonLd = page.jsonLd ?? [];
  // The back office is nobody's search result: no structured data about the agency there.
  const backOffice = /^\/admin(\/|$)/.test(props.__NEXT_DATA__.page);
  const structured = backOffice ? [] : jsonLd.some((x) => x['@type'] === 'TravelAgency') ? jsonLd : [travelAgency(locale), ...jsonLd];
  return (
    <Html lang={locale}>
      <Head>
        <meta name="theme-color" content="#131d36" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {title ? (
          <>
            <meta property="og:type" content="website" />
            <meta property="og:site_name" content="Twiga Trails Safaris" />
            <meta property="og:locale" content={OG_LOCALES[locale]} />
            <meta property="og:title" content={title} />
            {description ? <meta property="og:description" content={description} /> : null}
            <meta property="og:image" content={image} />
            <meta name="twitter:card" content="summary_large_image" />
            <meta name="twitter:title" content={title} />
            {description ? <meta name="twitter:description" content={description} /> : null}
            <meta name="twitter:image" content={image} />
          </>
        ) : null}
        {structured.map((thing, i) => (
          // JSON.stringify output with "<" escaped cannot close the script element.
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(thing).replace(/</g, '\\u003c') }} />
        ))}
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
