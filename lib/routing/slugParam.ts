import type { GetStaticPaths } from 'next';

/** An optional catch-all param read as "no slug", "one slug" or "too many segments". */
export type SlugParam = { kind: 'none' } | { kind: 'one'; slug: string } | { kind: 'many' };

export function readSlugParam(value: string | string[] | undefined): SlugParam {
  const parts = value === undefined ? [] : Array.isArray(value) ? value : [value];
  if (parts.length === 0) return { kind: 'none' };
  if (parts.length === 1 && parts[0]) return { kind: 'one', slug: parts[0] };
  return { kind: 'many' };
}

/** Pages built on first request and then cached (ISR), for routes whose slugs come from data. */
export const onDemandPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

/** "serengeti-migration-safari" → "Serengeti migration safari", for headings until real data exists. */
export function humanizeSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
