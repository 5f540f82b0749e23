import { apiHandler } from '@/server/http/apiHandler';
import { privateAnswer } from '@/server/http/privateAnswer';
import { invoicePdfOf } from '@/server/bookings/invoiceService';

/** GET /api/bookings/{number}/invoice?key=: the booking's invoice as a PDF download. */
export default apiHandler({
  GET: async ({ req, res }) => {
    const { fileName, pdf } = await invoicePdfOf(req.query.number, req.query.key);
    privateAnswer(res);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.setHeader('Content-Length', String(pdf.length));
    res.status(200).end(pdf);
  },
});
