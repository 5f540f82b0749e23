import { useChoiceLeftBeforeHydration } from '@/lib/forms/useChoiceLeftBeforeHydration';

/** Options as large radio or checkbox cards inside a fieldset (one answer, or several). */
export function ChoiceGroup<V extends string>({
  name, legend, options, value, multiple, error, onChange,
}: {
  name: string;
  legend: string;
  options: { value: V; label: string }[];
  value: V | V[] | undefined;
  multiple?: boolean;
  error?: string;
  onChange: (value: V | V[]) => void;
}) {
  const chosen = (v: V) => (Array.isArray(value) ? value.includes(v) : value === v);
  const toggle = (v: V) => {
    if (!multiple) return onChange(v);
    const list = Array.isArray(value) ? value : [];
    onChange(list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);
  };
  const ref = useChoiceLeftBeforeHydration<HTMLFieldSetElement>(value, onChange, multiple);
  return (
    <fieldset ref={ref} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-3 text-sm font-semibold text-night-800">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((o) => (
          <label key={o.value} className={`flex cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3 font-medium ${chosen(o.value) ? 'border-sunset-600 bg-sunset-50' : 'border-sand-200 bg-white hover:border-sand-400'}`}>
            <input type={multiple ? 'checkbox' : 'radio'} name={name} value={o.value} checked={chosen(o.value)} onChange={() => toggle(o.value)} className="h-4 w-4 accent-sunset-600" />
            {o.label}
          </label>
        ))}
      </div>
      {error ? <p id={`${name}-error`} className="mt-2 text-sm font-medium text-red-700" data-testid={`error-${name}`}>{error}</p> : null}
    </fieldset>
  );
}
