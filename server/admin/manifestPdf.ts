import PDFDocument from 'pdfkit';
import { SITE } from '@/config/site';
import { formatCents } from '@/lib/format/price';
import { registerInvoiceFonts, writeText } from '@/server/bookings/pdfText';
import type { Manifest } from './manifestService';

// The passenger list on paper for the guide: A4, one block per booking, names printed as typed in
// any script (the invoice's embedded fonts).

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = 841.89 - MARGIN;

export function renderManifestPdf(m: Manifest): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, displayTitle: true, info: { Title: `Passengers ${m.departure.id}`, Author: SITE.brand, CreationDate: new Date(`${m.departure.startDate}T00:00:00Z`) } });
  registerInvoiceFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const d = m.departure;
  writeText(doc.fillColor('#1f2933'), 'bold', d.tourTitle, MARGIN, MARGIN, { size: 15, width: WIDTH });
  writeText(doc.fillColor('#5f6b76'), 'regular', `${d.startDate} to ${d.endDate} · ${m.totals.travellers} travellers in ${m.totals.bookings} bookings · seats ${d.seatsTaken} of ${d.seatsTotal} (${m.totals.seatsPaid} paid, ${m.totals.seatsHeld} held) · owed ${formatCents(m.totals.owedCents)}`, MARGIN, doc.y + 4, { size: 9, width: WIDTH });
  let y = doc.y + 14;
  for (const p of m.passengers) {
    if (y > BOTTOM - 70) {
      doc.addPage();
      y = MARGIN;
    }
    const who = `${p.fullName} · ${p.number} · ${p.held ? 'seats held' : 'paid'}${p.owedCents ? ` · owes ${formatCents(p.owedCents)}` : ''}`;
    writeText(doc.fillColor('#1f2933'), 'bold', who, MARGIN, y, { size: 11, width: WIDTH });
    const party = `${p.adults} adult${p.adults === 1 ? '' : 's'}${p.children ? `, ${p.children} child${p.children === 1 ? '' : 'ren'} (ages ${p.childAges.join(', ')})` : ''} · rooms: ${p.rooms || '—'} · ${p.phone} · ${p.email} · ${p.country}`;
    writeText(doc.fillColor('#1f2933'), 'regular', party, MARGIN, doc.y + 2, { size: 9, width: WIDTH });
    if (p.names.length) writeText(doc.fillColor('#1f2933'), 'regular', `Travellers: ${p.names.join(', ')}`, MARGIN, doc.y + 2, { size: 9, width: WIDTH });
    if (p.requests) writeText(doc.fillColor('#8a5a19'), 'regular', `Requests: ${p.requests}`, MARGIN, doc.y + 2, { size: 9, width: WIDTH });
    y = doc.y + 12;
  }
  if (!m.passengers.length) writeText(doc.fillColor('#5f6b76'), 'regular', 'Nobody has booked this departure yet.', MARGIN, y, { size: 10, width: WIDTH });
  doc.end();
  return done;
}
