import type { RankingsTraceRow } from '@dappx/shared/rankings';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { stubChainNames } from '@/testing/stub-chain-names';
import { TraceTable } from './trace-table';

const token = '0x1234567890abcdef1234567890abcdef12345678';
const row = (fields: Partial<RankingsTraceRow>): RankingsTraceRow => ({
  kind: 'transaction',
  chain_id: 8888,
  hash: `0x${'ab'.repeat(32)}`,
  log_index: null,
  block: '120',
  time: '2026-11-29T14:05:09.000Z',
  from: '0x89e6000000000000000000000000000000001694',
  to: '0x3865000000000000000000000000000000005c73',
  token: 'native',
  symbol: 'ACE',
  value: '1500000000000000000',
  usd: '0.0375',
  counted: true,
  not_counted: null,
  cleaned: null,
  explorer_url: `/explorer/8888/tx/0x${'ab'.repeat(32)}`,
  ...fields,
});

describe('an app’s transactions', () => {
  beforeEach(stubChainNames);
  afterEach(() => vi.unstubAllGlobals());

  it('shows each row’s short hash to its explorer page, its parties, value, USD and why it does not count', async () => {
    renderWithApp(
      <TraceTable
        label="Transactions"
        rows={[
          row({}),
          row({ hash: `0x${'cd'.repeat(32)}`, counted: false, not_counted: 'reverted', usd: '0' }),
          row({ hash: `0x${'ef'.repeat(32)}`, counted: false, not_counted: 'internal' }),
          row({
            kind: 'transfer',
            log_index: 3,
            token,
            symbol: null,
            value: '2000000000000000000000',
            usd: null,
            counted: false,
            not_counted: 'unpriced',
            explorer_url: null,
          }),
        ]}
      />,
    );
    const rows = screen.getAllByTestId('trace-row');
    expect(rows.map((cells) => cells.lastElementChild?.textContent)).toEqual([
      'Yes',
      'Reverted',
      'Internal call',
      'Token without a price',
    ]);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: '0xabababab…ababab' })).toHaveAttribute(
      'href',
      `/explorer/8888/tx/0x${'ab'.repeat(32)}`,
    );
    expect(rows[0]).toHaveTextContent('0x89e6…1694');
    expect(rows[0]).toHaveTextContent('0x3865…5c73');
    expect(rows[0]).toHaveTextContent('1.5 ACE');
    expect(rows[0]).toHaveTextContent('$0.03');
    expect(await first.findByText('Transaction · Acent')).toBeInTheDocument();
    // An unpriced token: its amount with the token's short address, no USD, no explorer link.
    expect(rows[3]).toHaveTextContent('2,000 0x1234…5678');
    expect(rows[3]).toHaveTextContent('—');
    expect(within(rows[3]!).queryByRole('link')).toBeNull();
  });
});
