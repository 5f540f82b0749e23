import type { NextApiResponse } from 'next';
import { privateAnswer } from './privateAnswer';

/** A private document (an invoice, a credit note) sent as a PDF download. */
export function pdfAnswer(res: NextApiResponse, { fileName, pdf }: { fileName: string; pdf: Buffer }) {
  privateAnswer(res);
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Content-Length', String(pdf.length));
  res.status(200).end(pdf);
}
