import { apiHandler } from '@/server/http/apiHandler';
import { listDepartures } from '@/server/bookings/departureService';

/** GET /api/departures?tour={slug}: a shared tour's upcoming departures with seats left; without `tour`, every upcoming one. */
export default apiHandler({
  GET: ({ req, res, locale }) => {
    // Seats change with every booking: short shared caching only.
    res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=10, stale-while-revalidate=30');
    return listDepartures(req.query, locale);
  },
});
