import { useFormContext } from 'react-hook-form';

/** A field people never see or reach; bots that fill every input fill it too. */
export function Honeypot() {
  const { register } = useFormContext();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </label>
    </div>
  );
}
