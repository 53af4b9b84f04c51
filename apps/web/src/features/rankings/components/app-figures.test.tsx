import type { RankingsFigures } from '@dappx/shared/rankings';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { AppFigures } from './app-figures';

const count = (value: number) => ({ value, change: null });
const usd = (value: string) => ({ value, change: null });

const figures: RankingsFigures = {
  uaw: count(50),
  transactions: count(400),
  volume_usd: usd('1000.00'),
  trusted_uaw: count(10),
  clean_transactions: count(380),
  clean_volume_usd: usd('1000.00'),
  removed: { uaw: 80, transactions: 5, volume: 0 },
  balance_usd: usd('25.50'),
  series: [],
};

describe('an app’s figures', () => {
  it('shows each cleaned figure by its own name, with the raw one beside it and the share the rules removed', async () => {
    renderWithApp(<AppFigures figures={figures} />);
    const tile = async (sort: string) =>
      within(
        (await screen.findByTestId('app-figures')).querySelector<HTMLElement>(`[data-figure="${sort}"]`)!,
      );
    const wallets = await tile('uaw');
    expect(wallets.getByText('Trusted active wallets')).toBeVisible();
    expect(wallets.getByText('10')).toBeVisible();
    expect(wallets.getByTestId('raw-figure')).toHaveTextContent('Raw: 50 · 80% removed');
    expect((await tile('transactions')).getByTestId('raw-figure')).toHaveTextContent('Raw: 400 · 5% removed');
    expect((await tile('volume')).getByTestId('raw-figure')).toHaveTextContent('Raw: $1,000.00 · 0% removed');
    const balance = await tile('balance');
    expect(balance.getByText('Balance (USD)')).toBeVisible();
    expect(balance.queryByTestId('raw-figure')).toBeNull();
  });

  it('names no share when the raw figure is zero', async () => {
    renderWithApp(
      <AppFigures
        figures={{
          ...figures,
          uaw: count(0),
          trusted_uaw: count(0),
          removed: { ...figures.removed, uaw: null },
        }}
      />,
    );
    const tile = (await screen.findByTestId('app-figures')).querySelector<HTMLElement>(
      '[data-figure="uaw"]',
    )!;
    expect(within(tile).getByTestId('raw-figure')).toHaveTextContent(/^Raw: 0$/);
  });
});
