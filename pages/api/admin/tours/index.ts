import { adminHandler } from '@/server/admin/adminHandler';
import { listAdminTours } from '@/server/admin/catalogueEditService';

/** GET /api/admin/tours?q= → { tours: [{ id, title, category, tripType, days, priceFrom, available, editedAt, editedBy, slugs }] }. */
export default adminHandler({ GET: ({ req }) => listAdminTours(req.query) }, 'catalogue');
