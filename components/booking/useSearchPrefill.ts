import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { BookingAnswers } from '@/lib/booking/bookingForm';
import { loadSearchData } from '@/lib/leads/browserStore';
import { isUpcomingDay } from '@/lib/leads/searchQuery';

/**
 * The booking form starts from the tab's search (the home page's hero, the tour list's filters):
 * its travellers, an empty age box per child, and its date for a trip on one's own dates. Read
 * once the page is in the browser; a date that has meanwhile passed is left out.
 */
export function useSearchPrefill(form: UseFormReturn<BookingAnswers>, today: string) {
  useEffect(() => {
    const search = loadSearchData();
    if (!search) return;
    if (search.adults) form.setValue('adults', search.adults);
    if (search.children) {
      form.setValue('children', search.children);
      form.setValue('childrenAges', Array.from({ length: search.children }, () => '' as const));
    }
    // A departure, once chosen, brings its own date: this one counts only for a trip on one's own dates.
    if (search.date && isUpcomingDay(search.date, today)) form.setValue('startDate', search.date);
    // Once, as the form opens: later answers are the traveller's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
