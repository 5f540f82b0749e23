/** One star's outline, drawn from its top point (relative moves, so it can be placed anywhere). */
const STAR = 'l2.5 5.2 5.7.8-4.1 4 1 5.6-5.1-2.7-5.1 2.7 1-5.6-4.1-4 5.7-.8z';

/** Stars `from` to `to` (0-based) of a row of five, each in its own 20-unit square. */
const row = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => `M${(from + i) * 20 + 10} 1.8${STAR}`).join('');

/**
 * A rating as five stars, with the number for screen readers in the label. One small SVG with
 * two paths (the filled stars and the empty ones), not five: a page of cards shows dozens.
 */
export function Stars({ rating, label, size = 16 }: { rating: number; label: string; size?: number }) {
  const full = Math.min(5, Math.max(0, Math.round(rating)));
  return (
    <span role="img" aria-label={label} className="inline-flex text-sunset-500">
      <svg width={size * 5} height={size} viewBox="0 0 100 20" aria-hidden stroke="currentColor" strokeWidth="1.5">
        {full ? <path d={row(0, full)} fill="currentColor" /> : null}
        {full < 5 ? <path d={row(full, 5)} fill="none" /> : null}
      </svg>
    </span>
  );
}
