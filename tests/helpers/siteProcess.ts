/**
 * A site server in a process of its own, so a test can SIGKILL it or run two side by side:
 * the write routes (quotes, bookings, payments, the operator's login) served through Next's
 * own API resolver over the database in DATABASE_FILE or DATABASE_URL, and the outbox worker
 * when SMTP_URL is set (as instrumentation.ts starts it in production).
 * Run with `node --import tsx tests/helpers/siteProcess.ts`; prints `listening <url>` once ready.
 */
import * as adminLoginRoute from '@/pages/api/admin/login';
import * as adminMeRoute from '@/pages/api/admin/me';
import * as bookingsRoute from '@/pages/api/bookings';
import * as bookingRoute from '@/pages/api/bookings/[number]';
import * as departuresRoute from '@/pages/api/departures';
import * as ipnRoute from '@/pages/api/payments/pesapal/ipn';
import * as quoteRoute from '@/pages/api/requestquote';
import * as submitOrderRoute from '@/pages/api/submit-order-request';
import * as tourListRoute from '@/pages/api/tourList';
import { startOutboxWorker } from '@/server/mail/worker';
import { serveApi } from './apiServer';

const routes = {
  '/api/admin/login': adminLoginRoute,
  '/api/admin/me': adminMeRoute,
  '/api/bookings': bookingsRoute,
  '/api/bookings/[number]': bookingRoute,
  '/api/departures': departuresRoute,
  '/api/payments/pesapal/ipn': ipnRoute,
  '/api/requestquote': quoteRoute,
  '/api/submit-order-request': submitOrderRoute,
  '/api/tourList': tourListRoute,
};

// Not a top-level await: the package is CommonJS, and tsx compiles this file as such.
void serveApi(routes).then((api) => {
  if (process.env.SMTP_URL && process.env.OUTBOX_WORKER !== 'off') startOutboxWorker();
  console.log(`listening ${api.url}`);
});
