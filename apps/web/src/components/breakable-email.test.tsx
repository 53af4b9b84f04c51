import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableEmail } from './breakable-email';

describe('BreakableEmail', () => {
  it('may wrap only after the @ and before each dot of the domain', () => {
    const { container } = render(<BreakableEmail email="ana.maria@mail.example.com" />);
    expect(container.innerHTML).toBe('ana.maria@<wbr>mail<wbr>.example<wbr>.com');
    expect(container.textContent).toBe('ana.maria@mail.example.com');
  });

  it('leaves a text without an @ as it is', () => {
    expect(render(<BreakableEmail email="not-an-address" />).container.innerHTML).toBe('not-an-address');
  });
});
