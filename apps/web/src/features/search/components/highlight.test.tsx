import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Highlight } from '@/components/highlight';
import { renderWithApp } from '@/testing/render';
import { SearchBox } from './search-box';

describe('Highlight', () => {
  it('marks every match of the search text, whatever its case, and nothing without one', async () => {
    renderWithApp(
      <>
        <SearchBox />
        <p data-testid="name">
          <Highlight text="SushiSwap and Uniswap" />
        </p>
      </>,
    );
    expect(screen.getByTestId('name').querySelectorAll('mark')).toHaveLength(0);
    await userEvent.type(screen.getByRole('searchbox'), 'SWAP');
    const marks = [...screen.getByTestId('name').querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['Swap', 'swap']);
    expect(screen.getByTestId('name')).toHaveTextContent('SushiSwap and Uniswap');
  });

  it('treats regular-expression characters as plain text', async () => {
    renderWithApp(
      <>
        <SearchBox />
        <p data-testid="name">
          <Highlight text="1inch (v2)" />
        </p>
      </>,
    );
    await userEvent.type(screen.getByRole('searchbox'), '(v');
    expect(screen.getByTestId('name').querySelector('mark')).toHaveTextContent('(v');
  });
});
