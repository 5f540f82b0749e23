type T = (key: string, params?: Record<string, string | number>) => string;

/**
 * A list page's title with its number ("Safari Tours – Page 2 | Twiga Trails"): page 2 repeating
 * page 1's title reads as a duplicate to search engines. The brand after " | " stays last.
 */
export function pagedTitle(t: T, title: string, page: number): string {
  if (page <= 1) return title;
  const cut = title.lastIndexOf(' | ');
  const [head, brand] = cut < 0 ? [title, ''] : [title.slice(0, cut), title.slice(cut)];
  return `${t('common.pagedTitle', { title: head, page })}${brand}`;
}
