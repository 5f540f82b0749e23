import { useEffect, useId, useRef, useState } from 'react';
import { returnFocus } from '@/lib/dom/focus';

type Props = { title: string; message: string; confirmLabel: string; cancelLabel: string; onConfirm: () => void; onCancel: () => void };

/**
 * A yes/no question in a modal <dialog>: the browser traps focus in it and Escape cancels.
 * "Cancel" has the focus first, so a stray Enter never deletes anything. Once answered, focus goes
 * back to what asked (walked: to nowhere, the dialog being removed rather than closed), or to the
 * page's content when that is gone (the last tour taken off the list).
 */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  // Read while rendering, before "Cancel" takes the focus (autoFocus, at commit).
  const [opener] = useState(() => (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      returnFocus(opener);
    };
  }, [opener]);
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl bg-white p-6 text-night-900 shadow-xl backdrop:bg-night-900/50"
    >
      <h2 id={`${id}-title`} className="font-display text-xl font-semibold">{title}</h2>
      <p id={`${id}-message`} className="mt-2 text-night-700">{message}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" autoFocus onClick={onCancel} className="rounded-full border border-sand-300 px-5 py-2.5 font-semibold text-night-800 hover:border-sunset-500">
          {cancelLabel}
        </button>
        <button type="button" onClick={onConfirm} className="rounded-full bg-sunset-600 px-5 py-2.5 font-semibold text-white hover:bg-sunset-700">
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
