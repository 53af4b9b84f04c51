import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { receiptOf } from '@/lib/wallet/receipt';
import { ResultView } from './flow-steps';
import { minimumProcessingMs, useMoneyFlow } from './use-money-flow';

const hash = `0x${'ab'.repeat(30)}cdef` as const;

describe('the receipt of an on-chain action', () => {
  it("shows the success step's transaction, shortened, with its explorer page in a new tab", () => {
    renderWithApp(
      <ResultView
        success
        message="Done"
        receipt={receiptOf({ explorerUrl: '/explorer/8888' }, hash)}
        onOk={() => {}}
      />,
    );
    expect(screen.getByTestId('receipt')).toHaveTextContent('0xabab…cdef');
    const link = screen.getByRole('link', { name: 'View on explorer' });
    expect(link).toHaveAttribute('href', `/explorer/8888/tx/${hash}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Copy transaction hash' })).toBeInTheDocument();
  });

  it('shows the hash alone on a chain without an explorer', () => {
    renderWithApp(<ResultView success message="Done" receipt={receiptOf({}, hash)} onOk={() => {}} />);
    expect(screen.getByTestId('receipt')).toHaveTextContent('0xabab…cdef');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is kept by the money flow from the action that sent it', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useMoneyFlow({ open: true, onClose: () => {} }));
    await act(async () => {
      const running = result.current.run(() => Promise.resolve(receiptOf({}, hash)));
      await vi.advanceTimersByTimeAsync(minimumProcessingMs);
      await running;
    });
    vi.useRealTimers();
    expect(result.current.step).toBe('done');
    expect(result.current.receipt?.hash).toBe(hash);
  });
});
