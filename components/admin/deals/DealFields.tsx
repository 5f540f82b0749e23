import type { UseFormRegister } from 'react-hook-form';
import { fieldClass, labelClass } from '../ui';
import type { DealFormValues } from './dealWords';

/** The terms of a deal: how much off (a percentage or dollars), its first and last day (both included). */
export function DealFields({ register, idPrefix }: { register: UseFormRegister<DealFormValues>; idPrefix: string }) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <label className={labelClass} htmlFor={`${idPrefix}-kind`}>
        Off
        <select id={`${idPrefix}-kind`} className={`mt-1 w-full ${fieldClass}`} {...register('kind')}>
          <option value="percent">percent (%)</option>
          <option value="amount">US dollars ($)</option>
        </select>
      </label>
      <label className={labelClass} htmlFor={`${idPrefix}-amount`}>
        How much
        <input id={`${idPrefix}-amount`} type="number" min={1} step="any" inputMode="decimal" className={`mt-1 w-full ${fieldClass}`} {...register('amount')} />
      </label>
      <label className={labelClass} htmlFor={`${idPrefix}-starts`}>
        First day
        <input id={`${idPrefix}-starts`} type="date" className={`mt-1 w-full ${fieldClass}`} {...register('startsOn')} />
      </label>
      <label className={labelClass} htmlFor={`${idPrefix}-ends`}>
        Last day
        <input id={`${idPrefix}-ends`} type="date" className={`mt-1 w-full ${fieldClass}`} {...register('endsOn')} />
      </label>
    </div>
  );
}
