import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from './session.tsx';

/** Every route but the public ones: a visitor without a session signs in first, keeping the URL. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/session/signin" replace state={{ from: wanted }} />;
  }
  return children;
}

/** Sign-in and recovery pages: an authenticated visitor is sent to the root. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user) return <Navigate to="/" replace />;
  return children;
}
