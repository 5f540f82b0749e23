import { EmailSuggestion } from './EmailSuggestion';
import { FormInput } from './FormInput';

type Props = Omit<Parameters<typeof FormInput>[0], 'type'>;

/** An email box of the surrounding form, with a "did you mean" under it for a likely typo (gmial.com, .con). */
export function FormEmailInput(props: Props) {
  return (
    <div>
      <FormInput {...props} type="email" />
      <EmailSuggestion name={props.name} />
    </div>
  );
}
