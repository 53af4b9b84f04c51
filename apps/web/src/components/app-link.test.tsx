import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { AppLink } from './app-link';

describe('AppLink', () => {
  it('opens another site in a new tab without handing it our window', () => {
    renderWithApp(<AppLink href="https://intro.dappx.com">About</AppLink>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps our own paths in the page, through the router', async () => {
    const { router } = renderWithApp(<AppLink href="/top-defi-charts">DeFi</AppLink>);
    const link = screen.getByRole('link', { name: 'DeFi' });
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/top-defi-charts');
  });

  it('leaves mail links in the same tab', () => {
    renderWithApp(<AppLink href="mailto:info@dappx.com">Mail</AppLink>);
    expect(screen.getByRole('link', { name: 'Mail' })).not.toHaveAttribute('target');
  });
});
