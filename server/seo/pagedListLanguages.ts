import { LOCALES, type Locale } from '@/lib/i18n/config';

/**
 * The languages whose own list reaches page `page`, for that page's hreflang: a tour or article
 * published in some languages only gives each language its own number of pages, and an hreflang
 * to a page a language lacks would be a redirect to its last page. Undefined when every language
 * has it (the page names all six, as any other page does) and on the first page, which all have.
 */
export async function languagesWithPage(page: number, pagesIn: (locale: Locale) => Promise<number>): Promise<Locale[] | undefined> {
  if (page <= 1) return undefined;
  const pages = await Promise.all(LOCALES.map((l) => pagesIn(l)));
  const have = LOCALES.filter((_, i) => pages[i] >= page);
  return have.length === LOCALES.length ? undefined : have;
}
