import { adminHandler } from '@/server/admin/adminHandler';
import { removeBookingLine } from '@/server/admin/bookingLinesService';

export const config = { api: { bodyParser: false } };

/** DELETE /api/admin/bookings/{number}/lines/{id} → { booking, difference }: the line gone, the totals and invoice follow. */
export default adminHandler({ DELETE: ({ req, operator }) => removeBookingLine(String(req.query.number), String(req.query.id), operator) }, 'requests');
