import { AdminLayout } from '@/components/admin/AdminLayout';
import { TranslationsBoard } from '@/components/admin/translations/TranslationsBoard';

export default function AdminTranslations() {
  return (
    <AdminLayout title="Translations">
      <TranslationsBoard />
    </AdminLayout>
  );
}
AdminTranslations.bare = true;
