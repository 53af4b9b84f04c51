import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { AddButton } from './add-button';
import { BuyButton } from './buy-button';
import { TopUpButton } from './top-up-button';

// A new account holds nothing in the store: its first deposit must still be possible (the spec's
// rule, enabled only above 0, would leave it no way to fund itself).
describe('the deposit buttons of an account with nothing in the store', () => {
  it('Add is open', () => {
    renderWithApp(<AddButton token="ACE" />);
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
  });

  it("Top Up's 'Top Up Using Your Crypto' is open", async () => {
    renderWithApp(<TopUpButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Top Up' }));
    expect(screen.getByRole('menuitem', { name: 'Top Up Using Your Crypto' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('Top Up funds with crypto only: no card or credit option, as the store has no payment provider', async () => {
    renderWithApp(<TopUpButton />);
    const topUp = screen.getByRole('button', { name: 'Top Up' });
    expect(topUp).toHaveAccessibleDescription(/\(card payments are not offered\)\.$/);
    await userEvent.click(topUp);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Top Up Using Your Crypto',
    ]);
  });
});

describe('Buy, Add and Top Up are told apart', () => {
  it('each says what it does: an exchange outside the store, or a deposit from the wallet', () => {
    renderWithApp(
      <>
        <BuyButton symbol="ACE" />
        <AddButton token="ACE" />
        <TopUpButton />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Buy' })).toHaveAccessibleDescription(
      'Buy ACE with money on an exchange, outside this store.',
    );
    expect(screen.getByRole('button', { name: 'Add' })).toHaveAccessibleDescription(
      'Deposit ACE from your wallet into your vault in the store.',
    );
    expect(screen.getByRole('button', { name: 'Top Up' })).toHaveAccessibleDescription(
      /^Ways to fund your DAPPX vault: from the crypto in your wallet/,
    );
  });
});
