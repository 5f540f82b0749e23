import { ContentEditor } from '../content/ContentEditor';
import type { ContentField } from '../content/contentTypes';

/** The fields of a tour's text, in the order its page shows them. */
const TOUR_FIELDS: ContentField[] = [
  { name: 'title', label: 'Title', kind: 'line' },
  { name: 'slug', label: 'Address', kind: 'line', translated: false, hint: (e) => `The page is /trip/${String(e.slug || '…')}; a changed address keeps the old one working.` },
  { name: 'overview', label: 'Overview', kind: 'text', rows: 8 },
  { name: 'days', label: 'Itinerary', kind: 'days' },
  { name: 'weather', label: 'Weather and climate', kind: 'text' },
  { name: 'tips', label: 'Trip tips', kind: 'list' },
  { name: 'inclusions', label: 'Included', kind: 'list' },
  { name: 'exclusions', label: 'Not included', kind: 'list' },
];

/** A tour's text in six languages, with a preview on each language's domain; `onUnsaved`: the languages with typing not saved yet. */
export function TourTextEditor({ tourId, onUnsaved }: { tourId: string; onUnsaved?: (languages: string[]) => void }) {
  return <ContentEditor base={`/tours/${encodeURIComponent(tourId)}`} fields={TOUR_FIELDS} previewable onUnsaved={onUnsaved} />;
}
