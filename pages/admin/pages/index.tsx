import { AdminLayout } from '@/components/admin/AdminLayout';
import { PagesList } from '@/components/admin/pages/PagesList';

export default function AdminPages() {
  return (
    <AdminLayout title="Pages">
      <p className="text-sm text-night-700">The title and description search engines and shared links show for each page, in every language; for the information pages (about us, terms, privacy, booking process, payment) their text as well.</p>
      <PagesList />
    </AdminLayout>
  );
}
AdminPages.bare = true;
