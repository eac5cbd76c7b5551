import { SCREENS } from '@erario/contracts/catalogue';
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CHANGE_PASSWORD_PATH, MFA_PATH, PublicOnly, RequireAuth } from './platform/guards.tsx';
import { HOME_PATH, PAYROLL_RECEIPTS_PATH } from './platform/menu.ts';

/**
 * Every page is its own chunk, loaded when its route is first opened: the sign-in page carries
 * none of the signed-in screens' code.
 */
const page = (load: () => Promise<ReactNode>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ element: await load() }),
});

/**
 * Catalogue screens, each behind the same permission rule the server applies: a declared master
 * gets its list and form, any other screen says it is not available yet (ScreenPage decides, so the
 * entry chunk carries no master declarations).
 */
const gate = (props: { code?: string; module?: string }) =>
  page(async () => {
    const { ScreenGate } = await import('./platform/ScreenGate.tsx');
    return <ScreenGate {...props} />;
  });

const screenRoutes: RouteObject[] = SCREENS.filter((s) => s.module !== 'GEN').map((screen) => ({
  path: screen.route,
  ...gate({ code: screen.code }),
  children: [
    {
      index: true,
      ...page(async () => {
        const { ScreenPage } = await import('./ScreenPage.tsx');
        return <ScreenPage code={screen.code} />;
      }),
    },
  ],
}));

export const routes: RouteObject[] = [
  {
    path: '/session/signin',
    ...page(async () => {
      const { SignInPage } = await import('./modules/session/SignInPage.tsx');
      return (
        <PublicOnly>
          <SignInPage />
        </PublicOnly>
      );
    }),
  },
  {
    path: '/session/forgot-password',
    ...page(async () => {
      const { ForgotPasswordPage } = await import('./modules/session/ForgotPasswordPage.tsx');
      return (
        <PublicOnly>
          <ForgotPasswordPage />
        </PublicOnly>
      );
    }),
  },
  {
    path: '/session/reset-password/:token',
    ...page(async () => {
      const { ResetPasswordPage } = await import('./modules/session/ResetPasswordPage.tsx');
      return <ResetPasswordPage />;
    }),
  },
  {
    path: '/session/404',
    ...page(async () => {
      const { NotFoundPage } = await import('./modules/session/NotFoundPage.tsx');
      return <NotFoundPage />;
    }),
  },
  {
    path: '/document/verify/:id',
    ...page(async () => {
      const { VerifyPage } = await import('./modules/verify/VerifyPage.tsx');
      return <VerifyPage kind="document" />;
    }),
  },
  {
    path: '/receipt/verify/:id',
    ...page(async () => {
      const { VerifyPage } = await import('./modules/verify/VerifyPage.tsx');
      return <VerifyPage kind="receipt" />;
    }),
  },
  {
    path: '/solvency/verify/:id',
    ...page(async () => {
      const { VerifyPage } = await import('./modules/verify/VerifyPage.tsx');
      return <VerifyPage kind="solvency" />;
    }),
  },
  {
    path: '/turno/:id',
    ...page(async () => {
      const { TicketPage } = await import('./modules/queue/TicketPage.tsx');
      return <TicketPage />;
    }),
  },
  {
    element: <RequireAuth />,
    children: [
      // The waiting room's display: full screen, without the menu, for whoever has the queue.
      {
        path: '/turnos/pantalla/:idCollectionPoint',
        ...gate({ module: 'TUR' }),
        children: [
          {
            index: true,
            ...page(async () => {
              const { DisplayPage } = await import('./modules/queue/DisplayPage.tsx');
              return <DisplayPage />;
            }),
          },
        ],
      },
      {
        lazy: async () => {
          const { Shell } = await import('./layout/Shell.tsx');
          return { Component: Shell };
        },
        children: [
          { path: '/', element: <Navigate to={HOME_PATH} replace /> },
          {
            path: HOME_PATH,
            ...page(async () => {
              const { DashboardPage } = await import('./modules/home/DashboardPage.tsx');
              return <DashboardPage />;
            }),
          },
          {
            path: '/pages/about',
            ...page(async () => {
              const { AboutPage } = await import('./modules/pages/AboutPage.tsx');
              return <AboutPage />;
            }),
          },
          {
            path: CHANGE_PASSWORD_PATH,
            ...page(async () => {
              const { ChangePasswordPage } = await import('./modules/pages/ChangePasswordPage.tsx');
              return <ChangePasswordPage />;
            }),
          },
          {
            path: MFA_PATH,
            ...page(async () => {
              const { SecurityPage } = await import('./modules/pages/SecurityPage.tsx');
              return <SecurityPage />;
            }),
          },
          {
            path: '/pages/sessions',
            ...page(async () => {
              const { OpenSessionsPage } = await import('./modules/pages/OpenSessionsPage.tsx');
              return <OpenSessionsPage />;
            }),
          },
          {
            path: '/pages/support',
            ...page(async () => {
              const { SupportPage } = await import('./modules/pages/SupportPage.tsx');
              return <SupportPage />;
            }),
          },
          // Always available once signed in (spec): the server shows what the reader may see.
          {
            path: '/support-board-history/:id',
            ...page(async () => {
              const { HistoryPage } = await import('./modules/support/HistoryPage.tsx');
              return <HistoryPage />;
            }),
          },
          {
            path: '/support-board-id/:id',
            ...page(async () => {
              const { SealedBoardPage } = await import('./modules/support/SealedBoardPage.tsx');
              return <SealedBoardPage />;
            }),
          },
          {
            path: PAYROLL_RECEIPTS_PATH,
            ...gate({ module: 'NOM' }),
            children: [
              {
                index: true,
                ...page(async () => {
                  const { PayslipsPage } = await import('./modules/payroll/payslips/PayslipsPage.tsx');
                  return <PayslipsPage />;
                }),
              },
            ],
          },
          ...screenRoutes,
          ...SCREENS.flatMap((screen) =>
            (screen.aliases ?? []).map((alias) => ({
              path: alias,
              element: <Navigate to={screen.route} replace />,
            })),
          ),
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/session/404" replace /> },
];

export const router = createBrowserRouter(routes);
