import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { ConnectWalletDialog } from './connect-wallet-dialog';

/** A wallet extension as a desktop browser injects it; it only records what the page asks of it. */
function installExtension() {
  const asked: string[] = [];
  (window as { ethereum?: unknown }).ethereum = {
    request: async ({ method }: { method: string }) => {
      asked.push(method);
      if (method === 'eth_chainId') return '0x22b8';
      return [];
    },
    on: () => {},
    removeListener: () => {},
  };
  return asked;
}

const openDialog = () => {
  renderWithApp(<ConnectWalletDialog open onClose={() => {}} />);
  return screen.findByRole('dialog', { name: 'Connect to a Wallet' });
};

describe('Connect to a Wallet on a desktop browser', () => {
  afterEach(() => delete (window as { ethereum?: unknown }).ethereum);

  it('names the extension’s wallet and asks it nothing until the visitor chooses it', async () => {
    const asked = installExtension();
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('button', { name: /Browser wallet/ })).toBeEnabled();
    expect(asked).not.toContain('eth_requestAccounts');
    expect(screen.queryByRole('dialog', { name: 'Register Account' })).toBeNull();
  });

  it('with no wallet, offers the DAPPX web3 browser, whose install notice opens when chosen', async () => {
    const dialog = await openDialog();
    const browserOption = await within(dialog).findByRole('button', { name: /DAPPX web3 browser/ });
    expect(screen.queryByRole('dialog', { name: 'Notice' })).toBeNull();
    await userEvent.click(browserOption);
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'To connect a wallet, please install the DAPPX web3 browser.',
    );
  });
});
