import { useChoiceLeftBeforeHydration } from '@/lib/forms/useChoiceLeftBeforeHydration';
import { useT } from '@/lib/i18n/I18nProvider';

/**
 * A 1–5 rating as five radio buttons drawn as stars: arrow keys move between them, each is
 * named "n of 5 stars" for screen readers, and the stars up to the chosen one are filled.
 */
export function StarRatingInput({ name, legend, value, error, onChange }: { name: string; legend: string; value: string; error?: string; onChange: (v: string) => void }) {
  const t = useT();
  const chosen = Number(value) || 0;
  const ref = useChoiceLeftBeforeHydration<HTMLFieldSetElement>(value, onChange);
  return (
    <fieldset ref={ref} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="block text-sm font-semibold text-night-800">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-1" data-testid={`${name}-stars`}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="relative cursor-pointer rounded-md p-1 text-sunset-500 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sunset-500">
            <input type="radio" name={name} value={n} checked={chosen === n} onChange={() => onChange(String(n))} className="absolute inset-0 m-0 h-full w-full cursor-pointer opacity-0" />
            <span className="sr-only">{t('leads.review.ratingLabel', { count: n })}</span>
            <svg width="32" height="32" viewBox="0 0 20 20" aria-hidden className="pointer-events-none" fill={n <= chosen ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5">
              <path d="m10 1.8 2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8z" />
            </svg>
          </label>
        ))}
      </div>
      {error ? <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid={`error-${name}`}>{error}</p> : null}
    </fieldset>
  );
}
