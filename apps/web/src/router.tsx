import { SCREENS } from '@erario/contracts/catalogue';
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CHANGE_PASSWORD_PATH, MFA_PATH, PublicOnly, RequireAuth } from './platform/guards.tsx';
import { declareMenu, HOME_PATH } from './platform/menu.ts';
import type { WebModule, WebRoute } from './platform/screens.ts';

/**
 * Every page is its own chunk, loaded when its route is first opened: the sign-in page carries
 * none of the signed-in screens' code.
 */
const page = (load: () => Promise<ReactNode>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ element: await load() }),
});

/**
 * Behind the same permission rule the server applies: a screen's code, or a module the client has
 * enabled (ScreenGate says why not).
 */
const gate = (props: { code?: string; module?: string }) =>
  page(async () => {
    const { ScreenGate } = await import('./platform/ScreenGate.tsx');
    return <ScreenGate {...props} />;
  });

/**
 * Catalogue screens: a declared master gets its list and form, any other screen says it is not
 * available yet (ScreenPage decides, so the entry chunk carries no master declarations).
 */
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

/** Where the modules' routes are patched in: with a session, and inside the signed-in frame. */
const SIGNED_IN = 'signed-in';
const SHELL = 'shell';

function moduleRoute({ path, page: load, module }: WebRoute): RouteObject {
  const lazy = async () => ({ Component: await load() });
  return module ? { path, ...gate({ module }), children: [{ index: true, lazy }] } : { path, lazy };
}

/** The modules' routes by frame: their own routes and their verification pages (public). */
function moduleRoutes(modules: readonly WebModule[]) {
  const routes = modules.flatMap((m) => m.routes ?? []);
  const inFrame = (frame: WebRoute['frame']) => routes.filter((r) => r.frame === frame).map(moduleRoute);
  const verify = modules.flatMap((m) =>
    Object.entries(m.verifyViews ?? {}).map(
      ([kind, view]): RouteObject => ({
        path: `/${kind}/verify/:id`,
        ...page(async () => {
          const [{ VerifyPage }, body] = await Promise.all([
            import('./platform/VerifyPage.tsx'),
            view.body(),
          ]);
          return <VerifyPage kind={kind} view={view} body={body} />;
        }),
      }),
    ),
  );
  return {
    public: [...inFrame('public'), ...verify],
    fullScreen: inFrame('full-screen'),
    shell: inFrame('shell'),
  };
}

let discovered: Promise<ReturnType<typeof moduleRoutes>> | undefined;

/**
 * The modules' declarations (modules.ts) are a chunk of their own, loaded when the signed-in frame
 * opens or a path the platform's routes do not know is asked for: importing them here would put every
 * declaration's code (masters, reports, row dialogs) in the sign-in page's entry chunk. Loading them
 * hands their menu entries to the menu; a failed load is tried again on the next navigation.
 */
function discoverModules() {
  discovered ??= import('./modules.ts').then(
    ({ WEB_MODULES }) => {
      declareMenu(WEB_MODULES.flatMap((m) => m.menu ?? []));
      return moduleRoutes(WEB_MODULES);
    },
    (error: unknown) => {
      discovered = undefined;
      throw error;
    },
  );
  return discovered;
}

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
    id: SIGNED_IN,
    element: <RequireAuth />,
    children: [
      {
        id: SHELL,
        // The menu is built from the modules' declarations: they are loaded with the frame.
        lazy: async () => {
          const [{ Shell }] = await Promise.all([import('./layout/Shell.tsx'), discoverModules()]);
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
            path: '/pages/primeros-pasos',
            ...page(async () => {
              const { SetupGuidePage } = await import('./modules/home/SetupGuidePage.tsx');
              return <SetupGuidePage />;
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

export const router = createBrowserRouter(routes, {
  /**
   * React Router's lazy route discovery: asked whenever a path matches no route, or only one with
   * parameters (the catch-all among them), before it is opened. The modules' routes join their
   * frames then; what is already there is not added twice (React Router compares paths).
   */
  async patchRoutesOnNavigation({ patch }) {
    const found = await discoverModules();
    patch(null, found.public);
    patch(SIGNED_IN, found.fullScreen);
    patch(SHELL, found.shell);
  },
});
