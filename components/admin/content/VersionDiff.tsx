import { diffWords } from 'diff';

type Part = { title?: string; description?: string; text?: string; items?: unknown[]; alt?: string };

/** One entry of a list field as words: an itinerary day, or a block of an article's body. */
const partText = (item: unknown, i: number): string => {
  if (!item || typeof item !== 'object') return String(item);
  const p = item as Part;
  if (p.description !== undefined) return `Day ${i + 1}: ${p.title ?? ''}\n${p.description}`;
  if (p.items) return p.items.map((x) => (x && typeof x === 'object' ? Object.values(x).join(': ') : String(x))).join('\n');
  return p.text ?? p.alt ?? '';
};

/** A field as words: a list one item per line, the itinerary day by day, an article block by block. */
const asText = (value: unknown): string => (Array.isArray(value) ? value.map(partText).join('\n') : String(value ?? ''));

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
