import { apiHandler } from '@/server/http/apiHandler';
import { pdfAnswer } from '@/server/http/pdfAnswer';
import { invoicePdfOf } from '@/server/bookings/invoiceService';

/** GET /api/bookings/{number}/invoice?key=: the booking's invoice as a PDF download (marked cancelled once a credit note cancelled it). */
export default apiHandler({
  GET: async ({ req, res }) => pdfAnswer(res, await invoicePdfOf(req.query.number, req.query.key)),
});
