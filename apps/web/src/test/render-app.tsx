import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { App } from '@/app/app';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { type StoredAuth, writeAuth, writeTalentData } from '@/lib/auth-storage';
import { createI18n, type I18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { answerTalentLoad, talentFixture } from './talent-fixture';

export const signedInTalent: StoredAuth = {
  id: 7,
  type: 'talent',
  token: 'token-of-talent-7',
  onboarded: { status: true, last_page: 3, password_created: true },
};

export function signInAsTalent(auth: StoredAuth = signedInTalent): void {
  writeAuth(auth);
  writeTalentData({ id: auth.id, fullname: 'Siti Rahayu', email: 'siti@example.com' });
}

/** Signs in and answers the load of the whole talent (and the lists its forms open) as the server would. */
export function signInWithProfile(auth: StoredAuth = signedInTalent): void {
  signInAsTalent(auth);
  answerTalentLoad(talentFixture({ id: auth.id, onboarded: { ...auth.onboarded, password_created: true } }));
}

/** The real app (route table, frame, providers) in memory at `path`. */
export function renderApp(path: string | string[], options: { routes?: RouteObject[] } = {}) {
  const router = createMemoryRouter(options.routes ?? routes, {
    initialEntries: Array.isArray(path) ? path : [path],
    initialIndex: Array.isArray(path) ? path.length - 1 : 0,
  });
  const user = userEvent.setup();
  const view = render(<App router={router} queryClient={createQueryClient()} i18n={createI18n()} />);
  return { ...view, router, user };
}

/**
 * A component with the app's providers inside a router of its own: `element` at `path`, and a page
 * for every other path, so tests can follow links.
 */
export function renderInRouter(element: ReactNode, path = '/') {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

/**
 * A component with the app's providers but no router of the app's own; `i18n` for a test that
 * switches the language its calls are sent in (the app's own instance).
 */
export function renderWithProviders(ui: ReactNode, options: { i18n?: I18n } = {}) {
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={createQueryClient()} i18n={options.i18n ?? createI18n()}>
      {ui}
    </AppProviders>,
  );
  return { ...view, user };
}
