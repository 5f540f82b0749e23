/** A rating as five stars, with the number for screen readers in the label. */
export function Stars({ rating, label, size = 16 }: { rating: number; label: string; size?: number }) {
  const full = Math.round(rating);
  return (
    <span role="img" aria-label={label} className="inline-flex text-sunset-500">
      {[1, 2, 3, 4, 5].map((i) => (
        <svg key={i} width={size} height={size} viewBox="0 0 20 20" aria-hidden fill={i <= full ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5">
          <path d="m10 1.8 2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8z" />
        </svg>
      ))}
    </span>
  );
}
