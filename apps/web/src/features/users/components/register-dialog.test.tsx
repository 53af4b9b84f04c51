import { usersTexts } from '@dappx/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    expect(screen.getByRole('alert')).toHaveTextContent(usersTexts.emailRequired);
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'ana@');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent(usersTexts.invalidEmail);
    expect(fetchSpy).not.toHaveBeenCalled();
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
});
