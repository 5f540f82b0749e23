import { useController, useFormContext } from 'react-hook-form';
import { ChoiceGroup } from './ChoiceGroup';
import { errorMessage } from './fieldError';

/** ChoiceGroup bound to a field of the surrounding react-hook-form form (a list's error may be one of its choices'). */
export function FormChoiceGroup({ name, legend, options, multiple }: { name: string; legend: string; options: { value: string; label: string }[]; multiple?: boolean }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return <ChoiceGroup name={name} legend={legend} options={options} multiple={multiple} value={field.value} error={errorMessage(fieldState.error)} onChange={field.onChange} />;
}
