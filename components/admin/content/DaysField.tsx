import type { UseFormRegister } from 'react-hook-form';
import { inputClass, labelClass } from '../ui';

export type DayText = { title: string; description: string };

/** Each day of the itinerary in one language: its title and its text, with the English beside a translation. */
export function DaysField({ name, days, english, register, translating }: { name: string; days: DayText[]; english: DayText[]; register: UseFormRegister<Record<string, unknown>>; translating: boolean }) {
  return (
    <ol className="mt-1 space-y-3">
      {days.map((_, i) => (
        <li key={i} className="rounded-md border border-night-100 p-2" data-testid={`day-${i + 1}`}>
          <label className={labelClass}>
            {`Day ${i + 1}: heading`}
            <input className={`mt-1 ${inputClass}`} {...register(`${name}.${i}.title`)} />
          </label>
          <label className={`${labelClass} mt-2`}>
            {`Day ${i + 1}: text`}
            <textarea rows={4} className={`mt-1 ${inputClass}`} {...register(`${name}.${i}.description`)} />
          </label>
          {translating && english[i] ? (
            <details className="mt-1 text-xs text-night-700">
              <summary className="cursor-pointer">English</summary>
              <p className="font-semibold">{english[i]!.title}</p>
              <p className="whitespace-pre-line">{english[i]!.description}</p>
            </details>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** A language's days as the form edits them: its own, or as many empty ones as the English has. */
export const daysOf = (own: unknown, english: unknown): DayText[] => {
  const list = (v: unknown) => (Array.isArray(v) ? (v as DayText[]) : []);
  return list(own).length ? list(own).map((d) => ({ title: d.title, description: d.description })) : list(english).map(() => ({ title: '', description: '' }));
};
