import { readAvatar } from '@/server/auth/avatars';
import { apiHandler } from '@/server/http/apiHandler';
import { notFound } from '@/server/http/errors';

/** GET /api/avatar/<random id>: a stored avatar. A new picture gets a new id, so it may be cached for good. */
export default apiHandler({
  GET: async ({ req, res }) => {
    const image = await readAvatar(String(req.query.id ?? ''));
    if (!image) throw notFound();
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.status(200).end(req.method === 'HEAD' ? undefined : image);
  },
});
