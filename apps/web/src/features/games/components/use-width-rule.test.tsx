import { act, render, screen } from '@testing-library/react';
import { Profiler, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWidthRule } from './use-width-rule';

/** jsdom lays nothing out: the width and the observer stand in for the browser's. */
let width = 0;
let resized: (() => void) | undefined;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ width }) as DOMRect);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const wideEnough = (measured: number) => measured > 500;

function Card() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useWidthRule(ref, wideEnough) ? 'labels' : 'icons'}</div>;
}

function renderCounted() {
  let renders = 0;
  render(
    <Profiler id="card" onRender={() => (renders += 1)}>
      <Card />
    </Profiler>,
  );
  return () => renders;
}

describe('a width rule measured after the first paint', () => {
  it('renders nothing again when the measure keeps the answer (a narrow card on a phone)', async () => {
    width = 320;
    const renders = renderCounted();
    await act(async () => undefined);
    expect(screen.getByText('icons')).toBeInTheDocument();
    expect(renders()).toBe(1);
    await act(async () => resized?.());
    expect(renders()).toBe(1);
  });

  it('follows the element when a resize changes the answer', async () => {
    width = 320;
    renderCounted();
    expect(screen.getByText('icons')).toBeInTheDocument();
    width = 640;
    await act(async () => resized?.());
    expect(screen.getByText('labels')).toBeInTheDocument();
  });
});
