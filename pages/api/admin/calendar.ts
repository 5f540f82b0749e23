import { adminHandler } from '@/server/admin/adminHandler';
import { monthCalendar } from '@/server/admin/calendarService';

/** GET /api/admin/calendar?month=YYYY-MM → { month, days: [{ date, departures, trips }] }: who starts when, seats left and travellers. */
export default adminHandler({ GET: ({ req }) => monthCalendar(req.query) }, 'requests');
