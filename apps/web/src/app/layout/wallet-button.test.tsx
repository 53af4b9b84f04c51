import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { WalletButton } from './wallet-button';

const connectButton = () => screen.getByRole('button', { name: 'Connect Wallet' });

describe('the header wallet button, signed out', () => {
  it('keeps the same button under a hovering pointer, so a press and its release land on one element', async () => {
    // The real button's code is here already: a swap on hover would happen at once.
    await import('@/features/wallet-connect/components/connect-wallet-button');
    renderWithApp(<WalletButton compact={false} />);
    const hovered = connectButton();
    await userEvent.hover(hovered);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(connectButton()).toBe(hovered);
    // Importing the wallet code cold took more than vitest's 5 s on a loaded two-core machine.
  }, 20_000);

  it('a click on the stand-in opens the wallet choice once the real button is there', async () => {
    renderWithApp(<WalletButton compact={false} />);
    act(() => connectButton().click());
    expect(
      await screen.findByRole('dialog', { name: 'Connect to a Wallet' }, { timeout: 5_000 }),
    ).toBeVisible();
  }, 20_000);
});
