import { usersTexts } from '@dappx/shared/users-texts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderWithApp } from '@/testing/render';
import { RegisterDialog } from './register-dialog';

const address = '0x1234567890abcdef1234567890abcdef12345678';

describe('RegisterDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const setup = () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithApp(<RegisterDialog address={address} open onRegistered={() => {}} onClose={() => {}} />);
    return { fetchSpy, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
  };

  it('asks for an email, then a valid one, in the page, and marks the field', async () => {
    const { fetchSpy, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const email = screen.getByRole('textbox', { name: /email/i });
    expect(screen.getByRole('alert')).toHaveTextContent(usersTexts.emailRequired);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // Under the field it belongs to: the field's own description, not a line elsewhere in the dialog.
    expect(email).toHaveAccessibleDescription(usersTexts.emailRequired);
    expect(screen.getByRole('textbox', { name: /referral/i })).not.toHaveAccessibleDescription();
    await user.type(email, 'ana@');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(email).toHaveAccessibleDescription(usersTexts.invalidEmail);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('wears the store’s dialog frame: an icon by the title and a close button', async () => {
    const onClose = vi.fn();
    renderWithApp(<RegisterDialog address={address} open onRegistered={() => {}} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('rests the Verify button for a second after an error', async () => {
    const { user } = setup();
    const verify = screen.getByRole('button', { name: 'Verify' });
    await user.click(verify);
    expect(verify).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(verify).toBeEnabled();
  });

  it('fills the referral code from the ?ref= the visitor came with, and links the terms in new tabs', () => {
    window.localStorage.setItem('ref', 'FRIEND42');
    setup();
    expect(screen.getByRole('textbox', { name: /referral/i })).toHaveValue('FRIEND42');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Disclaimer' })).toHaveAttribute('href', '/disclaimer');
  });

  describe('when the store cannot be reached', () => {
    afterEach(() => changeLanguage('en'));

    it.each([
      ['en', 'Verify', 'Unexpected Error.'],
      ['es', 'Verificar', 'Error inesperado.'],
      ['pt', 'Verificar', 'Erro inesperado.'],
    ] as const)(
      'a lost connection reads as the spec’s Unexpected Error., in %s',
      async (language, verify, text) => {
        await changeLanguage(language);
        renderWithApp(<RegisterDialog address={address} open onRegistered={() => {}} onClose={() => {}} />);
        const user = userEvent.setup();
        await user.type(screen.getAllByRole('textbox')[0]!, 'ana@example.com');
        await user.click(screen.getByRole('button', { name: verify }));
        expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${text}$`));
      },
    );
  });
});
