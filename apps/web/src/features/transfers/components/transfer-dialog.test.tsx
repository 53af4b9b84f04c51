import { parseAmount, unitsOf } from '@dappx/shared/amounts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { TransferDialog } from './transfer-dialog';

const balances = { first: parseAmount('10')!, second: parseAmount('2.5')! };

describe('TransferDialog', () => {
  const setup = () => {
    renderWithApp(<TransferDialog token="zera" balances={balances} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Transfer Zera' });
    return { dialog, user: userEvent.setup() };
  };

  const choose = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, option: string) => {
    await user.click(field);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
  };

  it('sets To to the other balance when From changes, and From when To changes', async () => {
    const { dialog, user } = setup();
    const from = within(dialog).getByRole('combobox', { name: 'From' });
    const to = within(dialog).getByRole('combobox', { name: 'To' });
    expect(from).toHaveTextContent('Zera Vault');
    expect(to).toHaveTextContent('In-Game Zera');
    expect(within(dialog).getByTestId('available-balance')).toHaveTextContent('10 Zera');

    await choose(user, from, 'In-Game Zera');
    expect(to).toHaveTextContent('Zera Vault');
    expect(within(dialog).getByTestId('available-balance')).toHaveTextContent('2.5 Zera');

    await choose(user, to, 'In-Game Zera');
    expect(from).toHaveTextContent('Zera Vault');
    expect(within(dialog).getByTestId('available-balance')).toHaveTextContent('10 Zera');
  });

  it('keeps the amount to 6 decimals without a sign, and checks it against the From balance as typed', async () => {
    const { dialog, user } = setup();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    const proceed = within(dialog).getByRole('button', { name: 'Continue' });
    await user.type(amount, '-3.12345678');
    expect(amount).toHaveValue('3.123456');
    expect(proceed).toBeEnabled();
    await user.clear(amount);
    expect(proceed).toBeDisabled();
    await user.type(amount, '0');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please input amount to be transferred.');
    await user.clear(amount);
    await user.type(amount, '10.000001');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Insufficient Balance.');
    expect(proceed).toBeDisabled();
    await user.type(amount, '{Backspace}');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(proceed).toBeEnabled();
  });

  it('confirms with the same 6 decimals as every balance, cut, never the 12 it computes with', async () => {
    const precise = { first: unitsOf('10.123456789012345678'), second: parseAmount('2.5')! };
    renderWithApp(<TransferDialog token="zera" balances={precise} open onClose={() => {}} />);
    const user = userEvent.setup();
    const form = screen.getByRole('dialog', { name: 'Transfer Zera' });
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '3');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Transfer' });
    expect(confirm).toHaveTextContent('Current10.123456 Zera');
    expect(confirm).toHaveTextContent('After7.123456 Zera');
    expect(confirm).toHaveTextContent('After5.5 Zera');
    expect(confirm).not.toHaveTextContent('10.1234567');
  });
});
