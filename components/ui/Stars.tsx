import type { CSSProperties } from 'react';

/**
 * A rating as five stars, with the number for screen readers in the label. The stars are drawn by
 * the `stars` class (styles/globals.css, one star shape repeated as a background, the filled ones
 * over the empty ones): a page of cards shows dozens, and an inline SVG each weighed half a kB.
 */
export function Stars({ rating, label, size = 16 }: { rating: number; label: string; size?: number }) {
  const full = Math.min(5, Math.max(0, Math.round(rating)));
  return <span role="img" aria-label={label} className="stars" style={{ '--star': `${size}px`, '--full': full } as CSSProperties} />;
}
