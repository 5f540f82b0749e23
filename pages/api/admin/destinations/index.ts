import { adminHandler } from '@/server/admin/adminHandler';
import { listDestinationTexts } from '@/server/content/destinationContent';

/** GET /api/admin/destinations → { destinations: [{ id, group, name, states }] }: every destination and where each language of its text stands. */
export default adminHandler({ GET: () => listDestinationTexts() }, 'catalogue');
