import type { Kysely } from 'kysely';
import type { Locale } from '@/lib/i18n/config';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import type { Block } from '@/server/db/seed/blog/types';
import type { TeamCategory } from '@/lib/info/teamCategories';
import type { InfoDocumentId, AssociateKind } from '@/server/db/seed/info/types';
import { toPageBlocks, type PageBlock } from '@/server/blog/pageBlocks';
import type { Review } from '@/server/catalogue/dto';
import { toReview } from '@/server/catalogue/mappers';
import { findTestimonials } from '@/server/catalogue/reviewRepository';
import { findAssociates, findInfoDocument, findTeam } from './repository';
import type { ShownImage } from '@/server/catalogue/dto';
import { photoImage } from '@/server/catalogue/images';
import { mediaUrl } from '@/server/media/photoView';
import { shownImage } from '@/server/pages/cardViews';

export interface InfoDocument {
  id: InfoDocumentId;
  updatedAt: string;
  body: PageBlock[];
  /** True when the words are English because the language's version is not written yet. */
  fallback: boolean;
}

export interface TeamMember {
  id: string;
  name: string;
  category: TeamCategory;
  role: string;
  bio: string;
  since: number;
  languages: string[];
  /** The office's portrait of them (a monogram when null). */
  photo: ShownImage | null;
}

export interface Associate {
  id: string;
  kind: AssociateKind;
  name: string;
  abbreviation: string;
  description: string;
  url: string;
  /** Licence or membership number, when the office gave one. */
  reference: string | null;
}

export interface AboutUs {
  team: TeamMember[];
  associates: Associate[];
  testimonials: Review[];
}

/** An information page's body; a missing document is a deployment fault, not a visitor's 404. */
export async function infoDocument(id: InfoDocumentId, locale: Locale, db: Kysely<Database> = getDb()): Promise<InfoDocument> {
  const row = await findInfoDocument(db, id, locale);
  if (!row) throw new Error(`info document ${id} is not seeded`);
  return { id, updatedAt: row.updated_at, body: toPageBlocks(JSON.parse(row.body) as Block[]), fallback: row.locale !== locale };
}

export async function teamMembers(locale: Locale, db: Kysely<Database> = getDb()): Promise<TeamMember[]> {
  return (await findTeam(db, locale)).map((m) => ({
    id: m.id, name: m.name, category: m.category as TeamCategory, role: m.role, bio: m.bio, since: Number(m.since), languages: m.languages.split(','),
    photo: m.photo_id
      ? shownImage(photoImage({ url: mediaUrl(m.photo_id, Number(m.photo_width)), width: Number(m.photo_width), height: Number(m.photo_height), alt: { en: m.name }, focalX: Number(m.photo_focal_x), focalY: Number(m.photo_focal_y) }, 'en'))
      : null,
  }));
}

/** GET /api/about_us: the team by tab, associates and testimonials. */
export async function aboutUs(locale: Locale, db: Kysely<Database> = getDb()): Promise<AboutUs> {
  const [team, associates, testimonials] = await Promise.all([teamMembers(locale, db), findAssociates(db, locale), findTestimonials(db, locale, 6)]);
  return {
    team,
    associates: associates.map((a) => ({ id: a.id, kind: a.kind as AssociateKind, name: a.name, abbreviation: a.abbreviation, description: a.description, url: a.url, reference: a.reference ?? null })),
    testimonials: testimonials.map(toReview),
  };
}
