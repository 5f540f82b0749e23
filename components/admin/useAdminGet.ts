import { useCallback, useEffect, useRef, useState } from 'react';
import { adminApi, errorMessage } from './adminApi';

/**
 * One GET of the admin API, refetched when the URL or its query changes, or when `version`
 * changes (something elsewhere on the page changed what it answers: a step taken, a change saved).
 */
export function useAdminGet<T>(url: string | null, params?: Record<string, string | undefined>, version?: string) {
  const [data, setData] = useState<T | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [loading, setLoading] = useState(false);
  const [round, setRound] = useState(0);
  const key = JSON.stringify(params ?? {});

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    setLoading(true);
    setError(undefined);
    adminApi
      .get<T>(url, { params: JSON.parse(key), signal: controller.signal })
      .then((res) => setData(res.data))
      .catch((err) => {
        if (!controller.signal.aborted) setError(errorMessage(err));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [url, key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    reload();
  }, [version, reload]);
  return { data, setData, error, loading, reload };
}
