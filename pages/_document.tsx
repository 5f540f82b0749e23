import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { asLocale } from '@/lib/i18n/config';
import { SCRIPTS_AFTER_PAINT, SCRIPTS_BASE } from '@/config/scriptsAfterPaint';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/** The head without Next's deferred scripts: ScriptsAfterPaint loads them. */
class HeadWithoutScripts extends Head {
  getDynamicChunks() {
    return [];
  }
  getScripts() {
    return [];
  }
}

/** The page data, then the inline script that loads Next's scripts once the page has painted (config/scriptsAfterPaint.js). */
class ScriptsAfterPaint extends NextScript {
  render() {
    const { buildManifest, __NEXT_DATA__ } = this.context;
    // The build manifest lists each page's files under its route, '/_app' for the shared ones.
    const sharedFiles = buildManifest.pages['/_app'] ?? [];
    const pageFiles = buildManifest.pages[__NEXT_DATA__.page] ?? [];
    const files: DocumentFiles = { sharedFiles, pageFiles, allFiles: [...new Set([...sharedFiles, ...pageFiles])] };
    // The same files, in the same order, as Next's own deferred script tags.
    const urls = [...this.getDynamicChunks(files), ...this.getScripts(files)].filter((el) => el !== null).map((el) => (el.props as { src?: string }).src ?? '');
    if (urls.some((url) => !url.startsWith(SCRIPTS_BASE))) throw new Error(`a page script outside ${SCRIPTS_BASE}: ${urls.join(' ')}`);
    return (
      <>
        {super.render()}
        <script data-scripts={urls.map((url) => url.slice(SCRIPTS_BASE.length)).join(' ')} dangerouslySetInnerHTML={{ __html: SCRIPTS_AFTER_PAINT }} />
      </>
    );
  }
}

/**
 * The same on every page. Title, description, canonical, hreflang, robots, the link-preview card
 * and structured data are per page: next/head writes them (through next-seo) from _app and the pages.
 */
export default function Document(props: DocumentProps) {
  return (
    <Html lang={asLocale(props.locale)}>
      <HeadWithoutScripts>
        <meta name="theme-color" content="#131d36" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </HeadWithoutScripts>
      <body>
        <Main />
        <ScriptsAfterPaint />
      </body>
    </Html>
  );
}
