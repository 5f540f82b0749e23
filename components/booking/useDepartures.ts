import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { DepartureDto } from '@/server/bookings/dto';

export type DeparturesState = { status: 'idle' | 'loading' | 'succeeded' | 'failed'; departures: DepartureDto[] };

type Options = {
  tour?: string;
  limit?: number;
  /** False: ask nothing (yet). */
  enabled?: boolean;
  /** The list the page came with (server-rendered): not asked again until `reload`. */
  initial?: DepartureDto[];
};

/**
 * Upcoming departures with their seats left, asked for in the browser: seats change by the
 * minute, and pages built ahead (the tour page) would show stale counts. `reload` asks again
 * (after a departure filled up).
 */
export function useDepartures({ tour, limit, enabled = true, initial }: Options) {
  const { locale } = useI18n();
  const [state, setState] = useState<DeparturesState>(initial ? { status: 'succeeded', departures: initial } : { status: enabled ? 'loading' : 'idle', departures: [] });
  const [round, setRound] = useState(0);
  const skip = useRef(!!initial);
  useEffect(() => {
    if (!enabled) return;
    if (skip.current) {
      skip.current = false;
      return;
    }
    const abort = new AbortController();
    setState((s) => ({ ...s, status: s.departures.length ? s.status : 'loading' }));
    // axios comes with the services module, loaded only where departures are asked for.
    import('@/services/bookings')
      .then(({ fetchDepartures }) => fetchDepartures(locale, { tour, limit }, abort.signal))
      .then((departures) => setState({ status: 'succeeded', departures }))
      .catch(() => {
        if (!abort.signal.aborted) setState((s) => ({ ...s, status: 'failed' }));
      });
    return () => abort.abort();
  }, [locale, tour, limit, enabled, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
