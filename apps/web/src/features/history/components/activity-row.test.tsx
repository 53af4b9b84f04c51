import { screen, within } from '@testing-library/react';
import type { ActivityItem } from '@dappx/shared/history';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { ActivityRow } from './activity-row';

const row = (fields: Partial<ActivityItem>): ActivityItem => ({
  id: 'E00000000000000004200',
  date: '2026-11-26T14:05:09.000Z',
  token: 'ACE',
  kind: 'stake',
  direction: 'within',
  amount: '10000000000000000000',
  from: 'active',
  to: 'governance_staked',
  fees: [],
  state: null,
  tx_hash: null,
  count: 1,
  ...fields,
});

const rendered = (item: ActivityItem) => {
  renderWithApp(
    <ul>
      <ActivityRow row={item} />
    </ul>,
  );
  return screen.getAllByRole('listitem')[0]!;
};

describe('ActivityRow', () => {
  it('shows a move between the user’s own balances unsigned, from where to where, its fee nested', () => {
    const stake = rendered(row({ fees: [{ token: 'ACE', amount: '200000000000000000' }] }));
    expect(stake).toHaveTextContent('Stake');
    expect(stake).toHaveTextContent('Active → Governance stake');
    expect(within(stake).getByTestId('history-amount')).toHaveTextContent(/^10 ACE$/);
    expect(within(stake).getByRole('list', { name: 'Fees' })).toHaveTextContent('Fee 0.2 ACE');
    expect(stake).toHaveTextContent('2026');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a withdrawal going out with its state and fee, and its payout by the first 10 characters', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    const paid = rendered(
      row({
        kind: 'withdrawal',
        direction: 'out',
        amount: '100000000000000000000',
        from: 'vault',
        to: null,
        fees: [{ token: 'ACE', amount: '1000000000000000000' }],
        state: 'paid',
        tx_hash: hash,
      }),
    );
    expect(paid).toHaveTextContent('Withdrawal · Paid out');
    expect(paid).toHaveTextContent('Vault → To your wallet');
    expect(within(paid).getByTestId('history-amount')).toHaveTextContent('−100 ACE');
    expect(
      within(paid)
        .getAllByTestId('history-fee')
        .map((fee) => fee.textContent),
    ).toEqual(['Fee 1 ACE']);
    expect(screen.getByRole('button', { name: /^Tx 0xabababab/ })).toHaveAttribute('title', hash);
  });

  it('shows a refund coming in with the fee given back', () => {
    const refund = rendered(
      row({
        kind: 'refund',
        direction: 'in',
        from: null,
        to: 'vault',
        fees: [{ token: 'ACE', amount: '-1000000000000000000' }],
      }),
    );
    expect(refund).toHaveTextContent('+10 ACE');
    expect(refund).toHaveTextContent('Into Vault');
    expect(refund).toHaveTextContent('Fee returned 1 ACE');
  });

  it('sums a day’s rewards on one row, dated by the day', () => {
    const rewards = rendered(
      row({
        id: 'D202611260000000000000000420',
        kind: 'reward',
        token: 'EDAO',
        direction: 'in',
        amount: '42000000000000000',
        from: null,
        to: 'active',
        date: '2026-11-26T23:59:40.000Z',
        count: 4320,
      }),
    );
    expect(rewards).toHaveTextContent('Staking rewards');
    expect(rewards).toHaveTextContent('+0.042 EDAO');
    expect(rewards).toHaveTextContent('Nov 26, 2026 · Into Active');
    expect(rewards).not.toHaveTextContent('23:59');
    expect(rewards).toHaveTextContent('4320 payouts that day');
  });

  it('never shows a reward too small for the decimals shown as +0', () => {
    const tiny = rendered(
      row({ kind: 'mining', token: 'ZERA', direction: 'in', amount: '3000', to: 'main' }),
    );
    expect(within(tiny).getByTestId('history-amount')).toHaveTextContent('+<0.000001 Zera');
  });

  it('marks a deposit still waiting for confirmations as Pending', () => {
    renderWithApp(
      <ul>
        <ActivityRow
          row={row({
            kind: 'deposit',
            direction: 'in',
            from: null,
            to: 'vault',
            amount: '12000000000000000000',
          })}
          pending
        />
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Deposit · Pending');
    expect(screen.getByRole('listitem')).toHaveTextContent('+12 ACE');
  });
});
