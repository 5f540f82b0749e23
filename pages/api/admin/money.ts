import { adminHandler } from '@/server/admin/adminHandler';
import { moneyCsv, moneyReport } from '@/server/admin/moneyService';

/** GET /api/admin/money?from=&to= → { due, overdue, received, byDay, rewards } (without dates: this year); `&format=csv` for the accountant. */
export default adminHandler({
  GET: async ({ req, res }) => {
    const report = await moneyReport(req.query);
    if (report.format !== 'csv') return report;
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="money-${report.from}-to-${report.to}.csv"`);
    res.status(200).end(moneyCsv(report));
  },
}, 'requests');
