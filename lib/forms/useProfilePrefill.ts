import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useAppSelector } from '@/store';
import { selectAuth } from '@/store/authSlice';

type PersonFields = { fullName: string; email: string; phone: string; country: string };

/**
 * A signed-in traveller's profile fills the form's name, email, phone and country. The session may
 * come back after the page has shown (restored from the saved token), so it fills once the user is
 * known, and only boxes still empty and untouched: nothing a person typed is replaced.
 */
export function useProfilePrefill<T extends FieldValues & PersonFields>(form: UseFormReturn<T>): void {
  const { user } = useAppSelector(selectAuth);
  useEffect(() => {
    if (!user) return;
    const profile: PersonFields = { fullName: user.name, email: user.email, phone: user.phone, country: user.countryOfResidence || user.country };
    for (const [name, value] of Object.entries(profile) as [keyof PersonFields & Path<T>, string][]) {
      if (!value || form.getValues(name) || form.getFieldState(name).isDirty) continue;
      form.setValue(name, value as PathValue<T, typeof name>);
    }
  }, [user]); // eslint-disable-line react-hooks/exhaustive-deps
}
