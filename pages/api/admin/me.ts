import { adminHandler } from '@/server/admin/adminHandler';

/** → 200 { operator }: who is signed in to the back office. */
export default adminHandler({ GET: async ({ operator }) => ({ operator }) }, 'account');
