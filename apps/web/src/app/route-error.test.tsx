import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { ApiRequestError } from '@/lib/api-client';
import { renderWithApp } from '@/testing/render';
import { createEmotionCache } from './emotion-cache';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { RouteError } from './route-error';

function Broken(): never {
  throw new Error('a bug while drawing');
}

function Failing({ error }: { error: Error }) {
  const query = useQuery({
    queryKey: ['failing', error.message],
    queryFn: () => Promise.reject(error),
    retry: false,
  });
  return <p>{query.isError ? 'failed quietly' : 'loading'}</p>;
}

describe('the one error path', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a screen that throws shows the friendly message inside the layout, with a way on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      {
        element: (
          <>
            <header>Store header</header>
            <Outlet />
          </>
        ),
        children: [{ errorElement: <RouteError />, children: [{ index: true, element: <Broken /> }] }],
      },
    ]);
    render(
      <AppProvider queryClient={createQueryClient()} emotionCache={createEmotionCache()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
    expect(screen.getByText('Store header')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('an unexpected query failure is told once, in one sentence', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApp(<Failing error={new TypeError('x is undefined')} />);
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeVisible();
    expect(logged).toHaveBeenCalledWith('Query ["failing","x is undefined"] failed', expect.any(TypeError));
  });

  it("our API's refusal is only logged: the screen keeps its own state (storefront spec, section 8)", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApp(<Failing error={new ApiRequestError(503, 'UNAVAILABLE', 'down')} />);
    expect(await screen.findByText('failed quietly')).toBeVisible();
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByText('Something went wrong. Please try again later.')).toBeNull();
  });
});
