import { useMounted } from '@/lib/forms/useMounted';

/**
 * A form's send button, with its pending label (spec: 'Submitting', 'Sending' or 'Generating').
 * It waits for the page's scripts: sent natively, an account form would put its fields (a
 * password) in the address and reload the page empty. What was typed meanwhile is kept.
 */
export function SendButton({ label, pending, pendingLabel, disabled }: { label: string; pending: boolean; pendingLabel: string; disabled?: boolean }) {
  const mounted = useMounted();
  return (
    <button type="submit" disabled={pending || disabled || !mounted} aria-busy={pending} className="w-full rounded-full bg-sunset-600 px-6 py-3 font-semibold text-white hover:bg-sunset-700 disabled:opacity-70">
      {pending ? pendingLabel : label}
    </button>
  );
}
