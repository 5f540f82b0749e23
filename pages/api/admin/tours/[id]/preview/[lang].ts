import { adminHandler } from '@/server/admin/adminHandler';
import { previewTourLink } from '@/server/content/tourContent';

export const config = { api: { bodyParser: false } };

/** POST /api/admin/tours/{id}/preview/{lang} → { url, expiresAt }: a signed link (two hours) to the tour with its draft, on that language's domain. */
export default adminHandler({ POST: ({ req }) => previewTourLink(String(req.query.id), String(req.query.lang)) }, 'catalogue');
