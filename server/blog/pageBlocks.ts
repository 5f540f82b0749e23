import type { Kysely } from 'kysely';
import type { Block } from '@/server/db/seed/blog/types';
import { destinationImage, photoImage, type PageImage } from '@/server/catalogue/images';
import type { Database } from '@/server/db/types';
import { findMediaByIds } from '@/server/media/mediaRepository';
import { toPhoto } from '@/server/media/photoView';

type ImageBlock = Extract<Block, { type: 'image' }>;

/** Body blocks as the page renders them: a drawing or an office photo is an image block carrying its responsive picture. */
export type PageBlock = Exclude<Block, { type: 'image' } | { type: 'photo' }> | (Omit<ImageBlock, 'art' | 'seed'> & { image: PageImage });

type Photos = Map<string, Parameters<typeof photoImage>[0]>;

/** `photos`: the media a body's photo blocks name (a photo no longer in the library is left out). */
export function toPageBlocks(blocks: Block[], photos: Photos = new Map()): PageBlock[] {
  return blocks.flatMap((b): PageBlock[] => {
    if (b.type === 'image') return [{ type: 'image', alt: b.alt, ...(b.caption ? { caption: b.caption } : {}), image: destinationImage(b.seed, b.art, b.alt) }];
    if (b.type === 'photo') {
      const photo = photos.get(b.media);
      return photo ? [{ type: 'image', alt: b.alt, ...(b.caption ? { caption: b.caption } : {}), image: { ...photoImage(photo, 'en'), alt: b.alt } }] : [];
    }
    return [b];
  });
}

/** An article's blocks with the office's photos it shows loaded (one query). */
export async function articlePageBlocks(db: Kysely<Database>, blocks: Block[]): Promise<PageBlock[]> {
  const ids = [...new Set(blocks.flatMap((b) => (b.type === 'photo' ? [b.media] : [])))];
  const rows = await findMediaByIds(db, ids);
  return toPageBlocks(blocks, new Map(rows.map((r) => [r.id, toPhoto(r)])));
}
