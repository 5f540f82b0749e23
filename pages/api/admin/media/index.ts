import { MEDIA_MAX_BYTES } from '@/lib/admin/mediaSchemas';
import { adminHandler } from '@/server/admin/adminHandler';
import { readMultipartBody } from '@/server/http/multipartBody';
import { listMedia, mediaTooLarge, uploadMedia } from '@/server/media/mediaService';

export const config = { api: { bodyParser: false } };

/** Room for the alt texts and the multipart framing around a photo of the largest allowed size. */
const BODY_LIMIT = MEDIA_MAX_BYTES + 64 * 1024;

/**
 * POST /api/admin/media (multipart: `file`, `alt_en` … `alt_pt`) → 201 { id, url, width, height, … };
 * GET /api/admin/media?q= → { media }: the library, searched by alt text.
 */
export default adminHandler({
  GET: ({ req }) => listMedia(req.query),
  POST: async ({ req, status, operator }) => {
    const { fields, files } = await readMultipartBody(req, BODY_LIMIT, mediaTooLarge);
    const photo = await uploadMedia(fields, files.file, operator);
    status(201);
    return photo;
  },
}, 'catalogue');
