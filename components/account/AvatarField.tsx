import { useEffect, useRef, useState } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { AVATAR_ACCEPT, AVATAR_MAX_MB, type ProfileFormValues } from '@/lib/auth/profileForm';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { intlLocale } from '@/lib/i18n/intlLocale';

const PICTURE = 'h-20 w-20 shrink-0 rounded-full object-cover ring-2 ring-sand-200';

/**
 * The profile picture: the current one, a preview of a newly chosen one (shown only once its
 * bytes are known to be a JPEG, PNG or WebP within the limit), the limit, and the reason a file
 * was refused (by this browser, or by the server's 400 or 413).
 */
export function AvatarField({ form, current, name }: { form: UseFormReturn<ProfileFormValues>; current: string | null; name: string }) {
  const { t, locale } = useI18n();
  const { field, fieldState } = useController({ control: form.control, name: 'avatar' });
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const chosen = field.value;
  const error = fieldState.error?.message;

  // The object URL lives as long as its preview; a reset form (after saving) empties the picker.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => {
    if (chosen) return;
    setPreview(null);
    if (input.current) input.current.value = '';
  }, [chosen]);

  const choose = async (file: File | null) => {
    field.onChange(file);
    const ok = file ? await form.trigger('avatar') : true;
    setPreview(file && ok ? URL.createObjectURL(file) : null);
  };

  const size = new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit: 'megabyte', unitDisplay: 'short' }).format(AVATAR_MAX_MB);
  const describedBy = ['avatar-hint', error ? 'avatar-error' : ''].filter(Boolean).join(' ');
  const shown = preview && !error ? preview : current;

  return (
    <div>
      <p className="block text-sm font-semibold text-night-800">{t('account.profile.avatar.label')}</p>
      <div className="mt-2 flex items-center gap-4">
        {shown ? (
          <img
            src={shown}
            alt={shown === preview ? t('account.profile.avatar.previewAlt') : t('account.profile.avatar.currentAlt')}
            data-testid={shown === preview ? 'avatar-preview' : 'profile-avatar'}
            width={80}
            height={80}
            className={PICTURE}
            // Right bytes at the start but no picture behind them: say so now (the server would refuse it).
            onError={shown === preview ? () => form.setError('avatar', { type: 'decode', message: t('validation.avatarType') }) : undefined}
          />
        ) : (
          <span aria-hidden="true" className={`${PICTURE} flex items-center justify-center bg-sand-100 text-2xl font-semibold text-night-700`}>
            {name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={input}
              id="avatar"
              type="file"
              accept={AVATAR_ACCEPT}
              className="peer sr-only"
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              onChange={(e) => void choose(e.target.files?.[0] ?? null)}
            />
            <label
              htmlFor="avatar"
              className="cursor-pointer rounded-full border border-night-800 px-4 py-2 text-sm font-semibold text-night-900 hover:bg-sand-100 peer-focus-visible:ring-2 peer-focus-visible:ring-sunset-600 peer-focus-visible:ring-offset-2"
            >
              {chosen ? t('account.profile.avatar.change') : t('account.profile.avatar.choose')}
            </label>
            {chosen ? (
              <button type="button" onClick={() => void choose(null)} className="rounded-full px-3 py-2 text-sm text-night-700 underline hover:bg-sand-100">
                {t('account.profile.avatar.keepCurrent')}
              </button>
            ) : null}
          </div>
          {chosen instanceof File ? <p className="truncate text-sm text-night-700" data-testid="avatar-file-name">{chosen.name}</p> : null}
          <p id="avatar-hint" className="text-xs text-night-600">{t('account.profile.avatar.hint', { size })}</p>
        </div>
      </div>
      {error ? <p id="avatar-error" role="alert" className="mt-2 text-sm font-medium text-red-700" data-testid="error-avatar">{error}</p> : null}
    </div>
  );
}
