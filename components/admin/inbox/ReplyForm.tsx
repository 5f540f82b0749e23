import { useForm } from 'react-hook-form';
import { adminApi } from '../adminApi';
import { ActionResult, buttonClass, inputClass, labelClass } from '../ui';
import { useAction } from '../useAction';
import type { InboxRequest } from './types';

/** Answers the traveller by mail. Sent: the textarea clears (the message is in the history); failed: the text stays. */
export function ReplyForm({ request, onDetail }: { request: InboxRequest; onDetail: (body: unknown) => void }) {
  const { register, handleSubmit, reset, formState } = useForm<{ message: string }>({ defaultValues: { message: '' } });
  const { status, run, busy } = useAction();

  const send = handleSubmit(async ({ message }) => {
    const res = await run(
      () => adminApi.post(`/inbox/${encodeURIComponent(request.number)}/reply`, { message }),
      () => `Reply sent to ${request.email}.`,
    );
    if (res) {
      onDetail(res.data);
      reset({ message: '' });
    }
  });

  return (
    <form onSubmit={send} noValidate>
      <label htmlFor="reply" className={labelClass}>
        Reply to {request.name}
      </label>
      <textarea id="reply" rows={5} className={`mt-1 ${inputClass}`} {...register('message', { validate: (v) => v.trim().length > 0 || 'Write a message first.' })} />
      {formState.errors.message ? (
        <p role="alert" className="text-sm text-red-700">
          {formState.errors.message.message}
        </p>
      ) : null}
      <button type="submit" className={`mt-2 ${buttonClass}`} disabled={busy}>
        {busy ? 'Sending…' : 'Send reply'}
      </button>
      <ActionResult status={status} testId="reply-result" />
    </form>
  );
}
