// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { sessionStore, tokenAtom } from '@/services/session-storage';
import { RequireAuth } from './require-auth';

const renderAt = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>login page</p> },
      { element: <RequireAuth />, children: [{ path: '/module', element: <p>module chooser</p> }] },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

afterEach(() => {
  cleanup();
  sessionStore.set(tokenAtom, null);
});

describe('RequireAuth', () => {
  it('redirects to /login without a stored token', async () => {
    const router = renderAt('/module');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the protected page with a stored token', async () => {
    sessionStore.set(tokenAtom, 'a-token');
    const router = renderAt('/module');
    expect(await screen.findByText('module chooser')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/module');
  });
});
