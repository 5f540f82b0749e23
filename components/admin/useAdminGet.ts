import { useCallback, useEffect, useState } from 'react';
import { adminApi, errorMessage } from './adminApi';

/** One GET of the admin API, refetched when the URL or its query changes. */
export function useAdminGet<T>(url: string | null, params?: Record<string, string | undefined>) {
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
  return { data, setData, error, loading, reload };
}
