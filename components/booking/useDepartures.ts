import { useCallback, useEffect, useState } from 'react';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { DepartureDto } from '@/server/bookings/dto';

export type DeparturesState = { status: 'loading' | 'succeeded' | 'failed'; departures: DepartureDto[] };

/**
 * Upcoming departures with their seats left, asked for in the browser (seats change by the
 * minute; pages built ahead would show stale counts). `tour` limits them to one tour; `enabled`
 * false asks nothing. `reload` asks again (after a departure filled up).
 */
export function useDepartures(tour: string | undefined, enabled = true) {
  const { locale } = useI18n();
  const [state, setState] = useState<DeparturesState>({ status: 'loading', departures: [] });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    // axios comes with the services module, loaded only where departures are shown.
    import('@/services/bookings')
      .then(({ fetchDepartures }) => fetchDepartures(locale, tour, abort.signal))
      .then((departures) => setState({ status: 'succeeded', departures }))
      .catch(() => {
        if (!abort.signal.aborted) setState((s) => ({ ...s, status: 'failed' }));
      });
    return () => abort.abort();
  }, [locale, tour, enabled, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
