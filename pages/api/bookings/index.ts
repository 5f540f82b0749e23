import { leadRoute } from '@/server/http/leadRoute';
import { submitBooking } from '@/server/bookings/bookingService';

// The body is read by readJsonBody (a localised 413) rather than Next's parser.
export const config = { api: { bodyParser: false } };

/** POST /api/bookings: 201 { bookingNumber, status, totalCents, depositCents, depositPercent, balanceDueDate, holdExpiresAt?, manageUrl }. */
export default leadRoute(submitBooking, 'booking');
