import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { AcePage } from './ace-page';

describe('the ACE page', () => {
  it('opens no Welcome dialog (the spec’s is never opened): its balances and actions show at once', async () => {
    renderWithApp(<AcePage />, { path: '/user-profile/ace' });
    expect(await screen.findByRole('heading', { name: 'Current ACE Balance' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /Staking Guide|Got It!/ })).toBeNull();
  });
});
