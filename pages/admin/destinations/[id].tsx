import { useRouter } from 'next/router';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { ContentEditor } from '@/components/admin/content/ContentEditor';
import { DestinationFacts } from '@/components/admin/destinations/DestinationFacts';
import { DestinationPhoto } from '@/components/admin/destinations/DestinationPhoto';
import { Panel } from '@/components/admin/ui';
import type { ContentField } from '@/components/admin/content/contentTypes';
import { AppLink as Link } from '@/components/ui/AppLink';

/** The fields of a destination's text, in the order its page shows them. */
const DESTINATION_FIELDS: ContentField[] = [
  { name: 'name', label: 'Name', kind: 'line' },
  { name: 'slug', label: 'Address', kind: 'line', translated: false, hint: (e) => `The page is /CountryPark?destination=${String(e.slug || '…')}; a changed address keeps the old one working.` },
  { name: 'summary', label: 'Summary (on its card)', kind: 'line' },
  { name: 'description', label: 'Description', kind: 'text', rows: 8 },
  { name: 'highlights', label: 'Highlights', kind: 'list' },
  { name: 'bestTime', label: 'Best time to visit', kind: 'text', rows: 3 },
  { name: 'highSeason', label: 'High season', kind: 'line' },
];

export default function AdminDestination() {
  const router = useRouter();
  const id = typeof router.query.id === 'string' ? router.query.id : '';
  return (
    <AdminLayout title="Destination">
      <Link href="/admin/destinations" className="text-sm underline">← All destinations</Link>
      {id ? (
        <div className="space-y-4">
          <Panel title="Facts (every language)">
            <DestinationFacts key={id} id={id} />
          </Panel>
          <Panel title="Photo (every language)">
            <DestinationPhoto key={id} id={id} />
          </Panel>
          <Panel title="Text in six languages">
            <ContentEditor key={id} base={`/destinations/${encodeURIComponent(id)}`} fields={DESTINATION_FIELDS} testId="destination-text" />
          </Panel>
        </div>
      ) : null}
    </AdminLayout>
  );
}
AdminDestination.bare = true;
