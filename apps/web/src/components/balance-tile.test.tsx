import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { BalanceTile } from './balance-tile';

describe('BalanceTile', () => {
  it('shows the figure trimmed to at most 6 decimals with its symbol and USD value', () => {
    renderWithApp(
      <BalanceTile
        label="Acent Vault"
        units={1234_500000000000000000n}
        symbol="ACE"
        usd={123_450000000000000000n}
      />,
    );
    const tile = screen.getByRole('group', { name: 'Acent Vault' });
    expect(tile).toHaveTextContent('1,234.5 ACE');
    expect(tile).toHaveTextContent('≈ $123.45 USD');
    expect(tile).toHaveAttribute('aria-busy', 'false');
  });

  it('says it is still loading rather than passing its placeholder 0 off as the balance', () => {
    renderWithApp(<BalanceTile label="Acent Vault" units={0n} symbol="ACE" pending />);
    expect(screen.getByRole('group', { name: 'Acent Vault' })).toHaveAttribute('aria-busy', 'true');
  });
});
