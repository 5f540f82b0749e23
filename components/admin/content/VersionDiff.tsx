import { diffWords } from 'diff';

/** A field as words: a list one item per line, the itinerary day by day. */
const asText = (value: unknown): string =>
  Array.isArray(value)
    ? value.map((item, i) => (item && typeof item === 'object' ? `Day ${i + 1}: ${String((item as { title?: string }).title ?? '')}\n${String((item as { description?: string }).description ?? '')}` : String(item))).join('\n')
    : String(value ?? '');

/**
 * What a version changed against the one before it in the same language, field by field, word by
 * word (jsdiff): removed words struck through in red, added ones underlined in green. Fields that
 * did not change are left out.
 */
export function VersionDiff({ before, after, labels }: { before: Record<string, unknown> | undefined; after: Record<string, unknown>; labels: Record<string, string> }) {
  const fields = Object.keys(after).filter((name) => asText(before?.[name]) !== asText(after[name]));
  if (!fields.length) return <p className="text-sm text-night-700">No change against the version before it.</p>;
  return (
    <dl className="space-y-2 text-sm" data-testid="version-diff">
      {fields.map((name) => (
        <div key={name}>
          <dt className="font-semibold">{labels[name] ?? name}</dt>
          <dd className="whitespace-pre-line break-words">
            {diffWords(asText(before?.[name]), asText(after[name])).map((part, i) =>
              part.added ? (
                <ins key={i} className="bg-acacia-100 text-acacia-900">{part.value}</ins>
              ) : part.removed ? (
                <del key={i} className="bg-red-100 text-red-800">{part.value}</del>
              ) : (
                <span key={i}>{part.value}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
