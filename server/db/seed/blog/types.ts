import type { ArtKind, Specialised, TourCategory } from '../catalogue/types';
import type { FooterGuide } from '@/lib/content/footerGuides';

/** The spec's blog categories (besides "all"). */
export type BlogCategory = 'kilimanjaro' | 'uncategorized' | 'safaris' | 'zanzibar';

export interface ArticleSource {
  /** Stable id; also the English slug. */
  id: string;
  category: BlogCategory;
  /** A team member's id (TEAM in ../info/team.ts). */
  author: string;
  publishedAt: string; // YYYY-MM-DD
  updatedAt?: string; // YYYY-MM-DD
  /** Shown among the banner posts at the top of /Blogs. */
  banner?: boolean;
  /** The article's picture: generated artwork of this kind and seed (or the operator's photo of that seed). */
  art: ArtKind;
  artSeed: string;
  /** Which tours to suggest under the article. */
  relatedTours: { category?: TourCategory; destination?: string; tag?: Specialised };
  /** Ids of two or three related articles. */
  relatedArticles: string[];
  /** The footer guide this article answers, if any: its slug per language is routes.articles.<key>. */
  footerGuide?: FooterGuide;
}

/**
 * An article body as structured blocks, never HTML: the page renders each block itself.
 * Paragraph and list text may contain links written [text](/path) to pages of the site.
 */
export type Block =
  | { type: 'p'; text: string }
  | { type: 'h2'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'ol'; items: string[] }
  | { type: 'tip'; text: string }
  /** Numbered steps with a short title each (the booking process). */
  | { type: 'steps'; items: { title: string; text: string }[] }
  | { type: 'image'; art: ArtKind; seed: string; alt: string; caption?: string }
  /** One of the office's photos from the media library (server/media/). */
  | { type: 'photo'; media: string; alt: string; caption?: string };

export interface ArticleText {
  title: string;
  /** One or two sentences for cards and the meta description (max 160 characters). */
  excerpt: string;
  /** Slug in this language (footer guides: must equal routes.articles.<key> of the locale file). */
  slug: string;
  body: Block[];
}
