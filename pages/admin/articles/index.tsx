import { AdminLayout } from '@/components/admin/AdminLayout';
import { ArticlesBoard } from '@/components/admin/articles/ArticlesBoard';

export default function AdminArticles() {
  return (
    <AdminLayout title="Articles">
      <p className="text-sm text-night-700">The blog: each article shows on a language’s site once that language is published, from its publish date on.</p>
      <ArticlesBoard />
    </AdminLayout>
  );
}
AdminArticles.bare = true;
