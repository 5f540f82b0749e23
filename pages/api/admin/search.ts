import { adminHandler } from '@/server/admin/adminHandler';
import { searchInbox } from '@/server/admin/searchService';

/** GET /api/admin/search?q= → { results }: bookings, quotes and messages by number, name, email or phone. */
export default adminHandler({ GET: ({ req }) => searchInbox(req.query) }, 'requests');
