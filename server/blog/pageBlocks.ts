import type { Block } from '@/server/db/seed/blog/types';
import { destinationImage, type PageImage } from '@/server/catalogue/images';

/** Body blocks as the page renders them: image blocks carry their responsive picture. */
export type PageBlock = Exclude<Block, { type: 'image' }> | (Extract<Block, { type: 'image' }> & { image: PageImage });

export function toPageBlocks(blocks: Block[]): PageBlock[] {
  return blocks.map((b) => (b.type === 'image' ? { ...b, image: destinationImage(b.seed, b.art, b.alt) } : b));
}
