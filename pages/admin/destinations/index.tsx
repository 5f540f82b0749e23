import { AdminLayout } from '@/components/admin/AdminLayout';
import { DestinationsList } from '@/components/admin/destinations/DestinationsList';

export default function AdminDestinations() {
  return (
    <AdminLayout title="Destinations">
      <p className="text-sm text-night-700">Each park, mountain, island and town a traveller reads about, in every language.</p>
      <DestinationsList />
    </AdminLayout>
  );
}
AdminDestinations.bare = true;
