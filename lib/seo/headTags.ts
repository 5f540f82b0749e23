import { isValidElement } from 'react';
import { generateNextSeo, type DefaultSeoProps, type NextSeoProps } from 'next-seo/pages';

export type HeadTagsProps = Pick<NextSeoProps, 'title' | 'description' | 'canonical' | 'languageAlternates' | 'openGraph' | 'twitter' | 'additionalMetaTags'> & {
  /** The robots rule, written as given ("noindex"); none means the crawler's default (index, follow). */
  robots?: string;
};

/**
 * next-seo's head tags (each with a stable key, so next/head keeps one of each and client-side
 * navigation replaces them). Put the result inside next/head. Three departures from its defaults:
 * - `norobots`: next-seo would write "index,follow" on every page; indexable pages keep no robots tag.
 * - `robots` goes through additionalMetaTags: next-seo's `noindex` always spells out both rules
 *   ("noindex,follow"); the served pages say "noindex" (the back office "noindex, nofollow").
 * - Without `openGraph`, next-seo copies title and description into og:title and og:description.
 *   Those belong to the preview card (ShareTags), whose title is often shorter, so they are dropped.
 * next-seo keeps some settings (titleTemplate, dangerouslySetAllPagesToNoIndex, default image
 * sizes) in module state shared by every request on the server: they are never passed here.
 */
export function headTags({ robots, additionalMetaTags = [], ...props }: HeadTagsProps) {
  const config: DefaultSeoProps = {
    ...props,
    norobots: true,
    additionalMetaTags: robots ? [{ name: 'robots', content: robots }, ...additionalMetaTags] : additionalMetaTags,
  };
  const tags = generateNextSeo(config);
  return props.openGraph ? tags : tags.filter((tag) => !(isValidElement(tag) && String(tag.key).startsWith('og:')));
}
