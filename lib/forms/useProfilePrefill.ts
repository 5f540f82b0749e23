import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useAppSelector } from '@/store';
import { selectAuth } from '@/store/authSlice';

type Person = 'fullName' | 'email' | 'phone' | 'country';

/** The form's boxes for the profile's name, email, phone and country; one left out is not filled. */
export type PrefillFields<T extends FieldValues> = Partial<Record<Person, Path<T>>>;
/** The quote and booking forms' own names (PersonFields). */
export const PERSON_FIELDS = { fullName: 'fullName', email: 'email', phone: 'phone', country: 'country' } as const;

/**
 * A signed-in traveller's profile fills the form's name, email, phone and country. The session may
 * come back after the page has shown (restored from the saved token), so it fills once the user is
 * known, and only boxes still empty and untouched: nothing a person typed is replaced.
 */
export function useProfilePrefill<T extends FieldValues>(form: UseFormReturn<T>, fields: PrefillFields<T>): void {
  const { user } = useAppSelector(selectAuth);
  useEffect(() => {
    if (!user) return;
    const profile: Record<Person, string> = { fullName: user.name, email: user.email, phone: user.phone, country: user.countryOfResidence || user.country };
    for (const [person, name] of Object.entries(fields) as [Person, Path<T>][]) {
      const value = profile[person];
      if (!value || form.getValues(name) || form.getFieldState(name).isDirty) continue;
      form.setValue(name, value as PathValue<T, Path<T>>);
    }
  }, [user]); // eslint-disable-line react-hooks/exhaustive-deps
}
