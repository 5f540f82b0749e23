/** A form's send button, with its pending label (spec: 'Submitting', 'Sending' or 'Generating'). */
export function SendButton({ label, pending, pendingLabel, disabled }: { label: string; pending: boolean; pendingLabel: string; disabled?: boolean }) {
  return (
    <button type="submit" disabled={pending || disabled} aria-busy={pending} className="w-full rounded-full bg-sunset-600 px-6 py-3 font-semibold text-white hover:bg-sunset-700 disabled:opacity-70">
      {pending ? pendingLabel : label}
    </button>
  );
}
