import { AppLink as Link } from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { TourEditor } from '@/components/admin/tours/TourEditor';

export default function AdminTour() {
  const router = useRouter();
  const id = typeof router.query.id === 'string' ? router.query.id : '';
  return (
    <AdminLayout title="Tour">
      <Link href="/admin/tours" className="text-sm underline">
        ← All tours
      </Link>
      {id ? <TourEditor key={id} id={id} /> : null}
    </AdminLayout>
  );
}
AdminTour.bare = true;
