import { useController, useFormContext } from 'react-hook-form';
import { ChoiceGroup } from './ChoiceGroup';

/** ChoiceGroup bound to a field of the surrounding react-hook-form form. */
export function FormChoiceGroup({ name, legend, options, multiple }: { name: string; legend: string; options: { value: string; label: string }[]; multiple?: boolean }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return <ChoiceGroup name={name} legend={legend} options={options} multiple={multiple} value={field.value} error={fieldState.error?.message} onChange={field.onChange} />;
}
