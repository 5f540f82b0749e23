import { adminHandler } from '@/server/admin/adminHandler';
import { exportTranslations } from '@/server/content/translationFiles';

/** GET /api/admin/translations/{lang}/export?state=missing,outdated → a CSV download (kind, id, field, english, translation). */
export default adminHandler({
  GET: async ({ req, res }) => {
    const { filename, csv } = await exportTranslations(String(req.query.lang), req.query);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.status(200).end(csv);
  },
}, 'catalogue');
