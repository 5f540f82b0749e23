import { loadMessages } from '@/lib/i18n/messages';
import { isOnDemandNamespace } from '@/lib/i18n/onDemand';
import { apiHandler } from '@/server/http/apiHandler';
import { AppError } from '@/server/http/errors';

/** GET /api/strings?ns=leads,validation → { messages: { leads, validation } } (booking.departures → { booking: { departures } }): sections of the request's language a page fetches when it needs them. */
export default apiHandler(
  {
    GET: async ({ req, locale }) => {
      const asked = String(req.query.ns ?? '').split(',').filter(Boolean);
      if (!asked.length || !asked.every(isOnDemandNamespace)) throw new AppError(400, 'invalid_input', 'api.invalidInput');
      const picked = loadMessages(locale, asked);
      // A dotted section ("booking.departures") comes nested, as in the locale file.
      const tops = [...new Set(asked.map((ns) => ns.split('.')[0]!))];
      return { messages: Object.fromEntries(tops.map((top) => [top, picked[top]])) };
    },
  },
  { sharedRead: true },
);
