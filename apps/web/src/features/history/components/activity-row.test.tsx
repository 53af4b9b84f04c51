import { screen } from '@testing-library/react';
import type { ActivityItem } from '@dappx/shared';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { ActivityRow } from './activity-row';

const row = (fields: Partial<ActivityItem>): ActivityItem => ({
  id: 'L00000000000000000420',
  date: '2026-11-26T14:05:09.000Z',
  token: 'ACE',
  kind: 'fee',
  amount: '-80000000000000000',
  bucket: 'active',
  tx_hash: null,
  ...fields,
});

const rendered = (item: ActivityItem) => {
  renderWithApp(
    <ul>
      <ActivityRow row={item} />
    </ul>,
  );
  return screen.getByRole('listitem');
};

describe('ActivityRow', () => {
  it('names the movement, its balance and its signed amount in the token people read', () => {
    const fee = rendered(row({}));
    expect(fee).toHaveTextContent('Fee');
    expect(fee).toHaveTextContent('Active');
    expect(fee).toHaveTextContent('−0.08 ACE');
    expect(fee).toHaveTextContent('2026');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a chain transaction by its first 10 characters, and Zera by its name', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    const mined = rendered(
      row({ kind: 'mining', token: 'ZERA', bucket: 'main', amount: '1234500000000000000000', tx_hash: hash }),
    );
    expect(mined).toHaveTextContent('Zera mining');
    expect(mined).toHaveTextContent('+1,234.5 Zera');
    expect(screen.getByRole('button', { name: /^Tx 0xabababab/ })).toHaveAttribute('title', hash);
  });

  it('marks a deposit still waiting for confirmations as Pending', () => {
    renderWithApp(
      <ul>
        <ActivityRow
          row={row({ kind: 'deposit', bucket: 'vault', amount: '12000000000000000000' })}
          pending
        />
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Deposit · Pending');
    expect(screen.getByRole('listitem')).toHaveTextContent('+12 ACE');
  });
});
