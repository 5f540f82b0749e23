import type { ContentState } from '@/lib/admin/contentSchemas';
import { ItemStatesList } from '../content/ItemStatesList';
import { ErrorNote } from '../ui';
import { useAdminGet } from '../useAdminGet';

type DestinationRow = { id: string; group: string; name: string; states: Record<string, ContentState> };

/** Every destination, by its English name and group, with where each language of its text stands. */
export function DestinationsList() {
  const { data, error } = useAdminGet<{ destinations: DestinationRow[] }>('/destinations');
  if (error) return <ErrorNote message={error} />;
  if (!data) return <p role="status">Loading…</p>;
  return <ItemStatesList testId="destination-list" items={data.destinations.map((d) => ({ id: d.id, title: d.name, detail: d.group, href: `/admin/destinations/${encodeURIComponent(d.id)}`, states: d.states }))} />;
}
