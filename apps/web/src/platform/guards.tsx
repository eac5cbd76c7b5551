import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from './session.tsx';

export const CHANGE_PASSWORD_PATH = '/pages/change-password';
export const MFA_PATH = '/pages/security';

/** Every route but the public ones: a visitor without a session signs in first, keeping the URL. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/session/signin" replace state={{ from: wanted }} />;
  }
  // The server serves nothing else until a password that falls short is replaced.
  if (user.passwordChangeRequired && location.pathname !== CHANGE_PASSWORD_PATH) {
    return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  }
  // Nor until a second factor required of the user is set up.
  if (!user.passwordChangeRequired && user.mfaSetupRequired && location.pathname !== MFA_PATH) {
    return <Navigate to={MFA_PATH} replace />;
  }
  return children ?? <Outlet />;
}

/** Where a visitor was going before being asked to sign in; the root otherwise. */
export function intendedPath(state: unknown): string {
  const from = (state as { from?: string } | null)?.from;
  return from?.startsWith('/') && !from.startsWith('/session/') ? from : '/';
}

/** Sign-in and recovery pages: an authenticated visitor is sent to the root. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (user) return <Navigate to={intendedPath(location.state)} replace />;
  return children;
}
