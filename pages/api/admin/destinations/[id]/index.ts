import { adminHandler } from '@/server/admin/adminHandler';
import { nextRevalidate } from '@/server/admin/tourPages';
import { destinationOf, setDestinationPhoto } from '@/server/content/destinationContent';
import { readJsonBody } from '@/server/http/jsonBody';

export const config = { api: { bodyParser: false } };

/** GET → { id, group, photo }; PATCH { photoMediaId }: the place's photo (null: its drawing again). */
export default adminHandler({
  GET: ({ req }) => destinationOf(String(req.query.id)),
  PATCH: async ({ req, res }) => setDestinationPhoto(String(req.query.id), await readJsonBody(req), nextRevalidate(res)),
}, 'catalogue');
