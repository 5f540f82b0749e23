import { adminHandler } from '@/server/admin/adminHandler';
import { dayBlocks } from '@/server/admin/tourDaysService';

/** GET /api/admin/day-blocks → { blocks: [{ id, title, place }] }: every day a tour can be made of (its place and English title). */
export default adminHandler({ GET: () => dayBlocks() }, 'catalogue');
