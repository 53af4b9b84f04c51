import { launcherEndpoints } from '@dappx/shared/endpoints/launcher';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { useStartClick } from './start-click';

function StartButton() {
  const { start, importantDialog } = useStartClick();
  return (
    <>
      <button type="button" onClick={() => void start()}>
        Start
      </button>
      {importantDialog}
    </>
  );
}

const requestedPaths = (fetchSpy: { mock: { calls: unknown[][] } }) =>
  fetchSpy.mock.calls.map(([input]) => new URL(String(input), 'http://store.test').pathname);

describe('Start inside the DAPPX browser', () => {
  afterEach(() => {
    delete (window as { dappx?: unknown }).dappx;
    vi.restoreAllMocks();
  });

  it('sends no stand-in address when the lookup fails: the check fails with the spec’s setflag alert', async () => {
    (window as { dappx?: unknown }).dappx = {};
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithApp(<StartButton />);
    // The store cannot be reached here, so the lookup of the visitor's address fails for real.
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await vi.waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        "The local 'setflag' API on localhost port 8546 is not working. Please start the DAPPX browser's launcher and try again.",
      ),
    );
    expect(requestedPaths(fetchSpy)).toEqual([launcherEndpoints.ipLookup.path]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
