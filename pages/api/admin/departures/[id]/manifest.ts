import { adminHandler } from '@/server/admin/adminHandler';
import { renderManifestPdf } from '@/server/admin/manifestPdf';
import { departureManifest, manifestCsv } from '@/server/admin/manifestService';

/** GET /api/admin/departures/{id}/manifest → { departure, passengers, totals }; `?format=csv` or `?format=pdf` a download for the guide and the lodges. */
export default adminHandler({
  GET: async ({ req, res }) => {
    const manifest = await departureManifest(String(req.query.id));
    const name = `passengers-${manifest.departure.id.replace(/[^a-z0-9-]+/gi, '-')}`;
    if (req.query.format === 'csv') {
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${name}.csv"`);
      return void res.status(200).end(manifestCsv(manifest));
    }
    if (req.query.format === 'pdf') {
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${name}.pdf"`);
      return void res.status(200).end(await renderManifestPdf(manifest));
    }
    return manifest;
  },
}, 'requests');
