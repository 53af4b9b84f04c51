import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { walletHideMs } from './notice-durations';
import { useNotify } from './notifications';

function Trigger({ hideAfterMs }: { hideAfterMs?: number }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify({ severity: 'info', message: 'Saved', hideAfterMs })}>
      go
    </button>
  );
}

describe('snackbars', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it.each([
    ['the storefront', undefined, 6_000],
    ['the wallet area', walletHideMs, 2_000],
  ])('in %s hide after their time, not before', async (_, hideAfterMs, expectedMs) => {
    renderWithApp(<Trigger hideAfterMs={hideAfterMs} />);
    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(await screen.findByText('Saved')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(expectedMs - 200));
    expect(screen.getByText('Saved')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    // Closed: the snackbar has slid out (it may stay mounted, hidden, until the next notice).
    const left = screen.queryByText('Saved');
    if (left) expect(left).not.toBeVisible();
  });
});
