import type { UseFormRegisterReturn } from 'react-hook-form';
import { CATEGORIES, LEVELS, SAFARI_TYPES, TRIP_TYPES } from '@/lib/catalogue/vocabulary';
import { fieldClass, labelClass } from '../ui';

type Name = 'category' | 'tripType' | 'safariType' | 'level';

/** A vocabulary id as the office reads it ("northern-safari" → "northern safari"). */
export const vocabularyWords = (id: string) => id.replace(/-/g, ' ');

/**
 * The four selects that say what kind of tour it is (kind, private or shared, lodge or camping,
 * level), for the facts form and the new-tour form alike. `idPrefix` ties each label to its select.
 */
export function TourKindChoices({ field, idPrefix }: { field: (name: Name) => UseFormRegisterReturn; idPrefix?: string }) {
  const choice = (name: Name, label: string, options: readonly string[]) => (
    <label className={labelClass} htmlFor={idPrefix ? `${idPrefix}-${name}` : undefined}>
      {label}
      <select id={idPrefix ? `${idPrefix}-${name}` : undefined} className={`mt-1 w-full ${fieldClass}`} {...field(name)}>
        {options.map((o) => <option key={o} value={o}>{vocabularyWords(o)}</option>)}
      </select>
    </label>
  );
  return (
    <>
      {choice('category', 'Kind of trip', CATEGORIES)}
      {choice('tripType', 'Private or shared', TRIP_TYPES)}
      {choice('safariType', 'Lodge or camping', SAFARI_TYPES)}
      {choice('level', 'Level', LEVELS)}
    </>
  );
}
