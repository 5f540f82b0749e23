import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminApi, errorMessage, statusOf } from './adminApi';
import type { Operator } from './AdminLayout';
import { buttonClass, inputClass, labelClass } from './ui';

type Fields = { email: string; password: string };

/** The operator's sign-in. A failure keeps both fields as typed and says why (401, 429, …). */
export function LoginForm({ onSignedIn, notice }: { onSignedIn: (operator: Operator) => void; notice?: string }) {
  const { register, handleSubmit, formState, setFocus } = useForm<Fields>({ defaultValues: { email: '', password: '' } });
  const [error, setError] = useState<string | undefined>(notice);

  const submit = handleSubmit(async (fields) => {
    setError(undefined);
    try {
      const res = await adminApi.post<{ operator: Operator }>('/login', fields);
      onSignedIn(res.data.operator);
    } catch (err) {
      const status = statusOf(err);
      const retryAfter = (err as { response?: { headers?: Record<string, string> } }).response?.headers?.['retry-after'];
      setError(
        status === 401
          ? `${errorMessage(err)} Check the email address and password.`
          : status === 429
            ? `${errorMessage(err)}${retryAfter ? ` Try again in ${Math.ceil(Number(retryAfter) / 60)} min.` : ''}`
            : errorMessage(err),
      );
      // Back on the password, to type it again (walked: the disabled button left the focus on nothing).
      setFocus('password', { shouldSelect: true });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-lg border border-night-100 bg-white p-5 shadow-sm" data-testid="admin-login">
      <h1 className="font-sans text-xl font-bold">Back office login</h1>
      <div>
        <label htmlFor="admin-email" className={labelClass}>
          Email
        </label>
        <input id="admin-email" type="email" autoComplete="username" required className={`mt-1 ${inputClass}`} {...register('email', { required: true })} />
      </div>
      <div>
        <label htmlFor="admin-password" className={labelClass}>
          Password
        </label>
        <input id="admin-password" type="password" autoComplete="current-password" required className={`mt-1 ${inputClass}`} {...register('password', { required: true })} />
      </div>
      {formState.errors.email || formState.errors.password ? (
        <p role="alert" className="text-sm text-red-700">
          Enter the email address and the password.
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button type="submit" className={`${buttonClass} w-full`} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
