import { createBrowserRouter, Navigate } from 'react-router';
import { PublicOnly, RequireAuth } from './platform/guards.tsx';

/** Each page is its own chunk: the sign-in page loads none of the signed-in screens' code. */
export const router = createBrowserRouter([
  {
    path: '/session/signin',
    lazy: async () => {
      const { SignInPage } = await import('./modules/session/SignInPage.tsx');
      return {
        element: (
          <PublicOnly>
            <SignInPage />
          </PublicOnly>
        ),
      };
    },
  },
  {
    path: '/session/forgot-password',
    lazy: async () => {
      const { ForgotPasswordPage } = await import('./modules/session/ForgotPasswordPage.tsx');
      return {
        element: (
          <PublicOnly>
            <ForgotPasswordPage />
          </PublicOnly>
        ),
      };
    },
  },
  {
    path: '/session/reset-password/:token',
    lazy: async () => {
      const { ResetPasswordPage } = await import('./modules/session/ResetPasswordPage.tsx');
      return { element: <ResetPasswordPage /> };
    },
  },
  {
    path: '/session/404',
    lazy: async () => {
      const { NotFoundPage } = await import('./modules/session/NotFoundPage.tsx');
      return { Component: NotFoundPage };
    },
  },
  { path: '/', element: <Navigate to="/dashboard/default" replace /> },
  {
    path: '/dashboard/default',
    lazy: async () => {
      const { DashboardPage } = await import('./modules/home/DashboardPage.tsx');
      return {
        element: (
          <RequireAuth>
            <DashboardPage />
          </RequireAuth>
        ),
      };
    },
  },
  { path: '*', element: <Navigate to="/session/404" replace /> },
]);
