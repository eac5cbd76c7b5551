import type { Period, SessionUser } from '@erario/contracts';
import { findScreen } from '@erario/contracts/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ConfirmProvider } from './confirm.tsx';
import { SessionProvider } from './session.tsx';
import { KEYS, selectPeriod } from './storage.ts';

/**
 * What the components' tests share: a signed-in session in local storage, the network stubbed
 * under `api`/`call` (the global fetch: every request recorded, answered by the test), and the
 * providers the app wraps its screens in (queries, router, session, confirmation).
 */

// A grid's first render in a file (its styles, its layout) takes a second or more on a busy machine:
// the default wait of one second for what the screen shows is too short there.
configure({ asyncUtilTimeout: 5000 });

/** One request the app sent, as the server would see it. */
export interface SentRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** A refusal from the server: the envelope `api` turns into an ApiError with this message. */
export function refusal(status: number, message: string): Response {
  return new Response(JSON.stringify({ result: false, message }), { status });
}

/**
 * A success whose envelope the test writes: `data` with the server's `message`, or the rows of an
 * endpoint the spec answers outside `data` (a bare one).
 */
export function success(body: Record<string, unknown>): Response {
  return new Response(JSON.stringify({ result: true, ...body }), { status: 200 });
}

/**
 * Stubs the network: each request is recorded and answered with `answer(request)`, wrapped in the
 * envelope of a success (`{ result: true, data }`), or as it is when it is a Response.
 */
export function stubNetwork(answer: (request: SentRequest) => unknown = () => null) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const request = {
      method: init?.method ?? 'GET',
      url: new URL(input, 'http://erario.test'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const data = await answer(request);
    if (data instanceof Response) return data;
    return success({ data });
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

export const PERIOD: Period = {
  idPeriod: 7,
  idClient: 1,
  description: 'Ejercicio 2025',
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  reportFinalDate: null,
  expired: false,
  closed: false,
};

/**
 * Signs a user in, as the session keeps it: granted `screens` (their modules enabled), a consultant
 * (reads only) when told, working in PERIOD unless `period` is null.
 */
export function signIn({
  screens = [],
  consultant = false,
  period = PERIOD,
}: {
  screens?: string[];
  consultant?: boolean;
  period?: Period | null;
} = {}): SessionUser {
  const modules = [...new Set(screens.map((code) => findScreen(code)?.module ?? code.slice(0, 3)))];
  const user = {
    idUser: 1,
    nameUser: 'Ana Pérez',
    usuario: 'aperez',
    role: 'user',
    idClient: 1,
    nameClient: 'Alcaldía de Prueba',
    isConsultant: consultant,
    timeZone: 'America/Caracas',
    idPeriod: period?.idPeriod ?? null,
    src: screens.map((code) => ({ src: `SRC-X-${code}`, code, module: code.slice(0, 3) })),
    modules: modules.map((code) => ({ code, description: code })),
    clientes: [],
  } as unknown as SessionUser;
  // Not a JWT: it has no expiry to renew, and is sent as it is.
  localStorage.setItem(KEYS.accessToken, 'token-de-prueba');
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  selectPeriod(period);
  return user;
}

/** Where the router is, shown for the tests to read (`location()`). */
function Where() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" hidden>
      {pathname + search}
    </output>
  );
}

/** Renders `ui` in the app's providers, at `path`; `location()` says where the router is now. */
export function renderApp(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queries}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <ConfirmProvider>
            {ui}
            <Where />
          </ConfirmProvider>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queries, location: () => view.getByTestId('location').textContent };
}

/** After each test: nothing rendered, nobody signed in, the real network back. */
export function resetApp(): void {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
}
