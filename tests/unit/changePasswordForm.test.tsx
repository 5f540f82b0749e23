// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ChangePasswordForm } from '@/components/account/ChangePasswordForm';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import { changePassword } from '@/services/auth';
import { makeStore } from '@/store';
import de from '@/locales/de.json';

// The profile's password change in German (walked on 30 Nov: a signed-in traveller had no way to
// change it). The API call is stood in for; its answers are the route's own (tests/api/auth.test.ts).
vi.mock('@/services/auth', () => ({ changePassword: vi.fn() }));
const sent = vi.mocked(changePassword);

afterEach(cleanup);
beforeEach(() => sent.mockReset());

function page() {
  render(
    <Provider store={makeStore()}>
      <I18nProvider locale="de" messages={loadMessages('de', ['account', 'leads', 'validation'])}>
        <ChangePasswordForm token="session-token" />
      </I18nProvider>
    </Provider>,
  );
}
const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(box(label), { target: { value } });
const fill = (current: string, next: string, again: string) => {
  type(de.account.fields.currentPassword, current);
  type(de.account.fields.newPassword, next);
  type(de.account.fields.passwordConfirmation, again);
};
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: de.account.password.submit })));

describe('changing the password on the profile', () => {
  it('refuses two different new passwords before sending, keeping what was typed', async () => {
    page();
    fill('kilimanjaro-5895m', 'ngorongoro-crater-rim', 'ngorongoro-crater');
    await submit();
    expect((await screen.findByText(de.validation.passwordMismatch)).id).toBe('passwordConfirmation-error');
    expect(sent).not.toHaveBeenCalled();
    expect(box(de.account.fields.currentPassword).value).toBe('kilimanjaro-5895m');
  });

  it('puts the server\'s "not your current password" under that field and keeps the new ones', async () => {
    sent.mockRejectedValueOnce({ response: { status: 400, data: { error: { code: 'wrong_password', message: de.api.currentPasswordWrong, fields: { currentPassword: de.validation.currentPasswordWrong } } } } });
    page();
    fill('not-my-password', 'ngorongoro-crater-rim', 'ngorongoro-crater-rim');
    await submit();
    expect((await screen.findByText(de.validation.currentPasswordWrong)).id).toBe('currentPassword-error');
    expect(box(de.account.fields.newPassword).value).toBe('ngorongoro-crater-rim');
    expect(screen.queryByTestId('password-changed')).toBeNull();
  });

  it('sends the three with the session, then empties the fields and says it worked', async () => {
    sent.mockResolvedValueOnce(undefined);
    page();
    fill('kilimanjaro-5895m', 'ngorongoro-crater-rim', 'ngorongoro-crater-rim');
    await submit();
    await waitFor(() => expect(screen.getByTestId('password-changed').textContent).toBe(de.account.password.done));
    expect(sent).toHaveBeenCalledWith('de', 'session-token', { currentPassword: 'kilimanjaro-5895m', password: 'ngorongoro-crater-rim', passwordConfirmation: 'ngorongoro-crater-rim' });
    expect(box(de.account.fields.currentPassword).value).toBe('');
    expect(box(de.account.fields.newPassword).value).toBe('');
  });
});
