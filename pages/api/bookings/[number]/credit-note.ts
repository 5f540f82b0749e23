import { apiHandler } from '@/server/http/apiHandler';
import { pdfAnswer } from '@/server/http/pdfAnswer';
import { creditNotePdfOf } from '@/server/bookings/invoiceService';

/** GET /api/bookings/{number}/credit-note?key=: a cancelled booking's credit note as a PDF download (404 when there is none). */
export default apiHandler({
  GET: async ({ req, res }) => pdfAnswer(res, await creditNotePdfOf(req.query.number, req.query.key)),
});
