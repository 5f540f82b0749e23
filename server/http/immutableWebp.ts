import type { NextApiRequest, NextApiResponse } from 'next';
import { notFound } from './errors';

/** A stored WebP whose URL changes whenever the picture does (avatars, the operator's photos): cached for good. */
export function sendImmutableWebp(req: NextApiRequest, res: NextApiResponse, image: Buffer | undefined): void {
  if (!image) throw notFound();
  res.setHeader('Content-Type', 'image/webp');
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200).end(req.method === 'HEAD' ? undefined : image);
}
