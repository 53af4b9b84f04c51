import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { RoutingRules } from './routing-rules';

describe('RoutingRules', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps a ?ref= value as the referral', () => {
    renderWithApp(<RoutingRules />, { path: '/games?ref=FRIEND42' });
    expect(window.localStorage.getItem('ref')).toBe('FRIEND42');
  });

  it('leaves an earlier referral alone when the URL has none', () => {
    window.localStorage.setItem('ref', 'FIRST');
    renderWithApp(<RoutingRules />, { path: '/?utm=mail' });
    expect(window.localStorage.getItem('ref')).toBe('FIRST');
  });

  it('scrolls to the top on every path change, not on a query change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderWithApp(<RoutingRules />, { path: '/' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/games'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    await act(() => router.navigate('/games?tab=2'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
