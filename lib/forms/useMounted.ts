import { useEffect, useState } from 'react';

/**
 * False until the page's JavaScript runs. Send buttons wait for it: sent natively, a form
 * would reload the page and lose what was typed.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
