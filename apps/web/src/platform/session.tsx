import type { Period, SessionUser } from '@erario/contracts';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { call, renewToken } from './api.ts';
import {
  clearSession,
  markLoginTime,
  selectPeriod,
  storedPeriod,
  storedUser,
  storeSession,
} from './storage.ts';

/** Spec section 9: signed out after two hours without activity, activity sampled every 500 ms. */
export const IDLE_LIMIT_MS = 7_200_000;
const ACTIVITY_THROTTLE_MS = 500;

export interface Session {
  user: SessionUser | null;
  /** The budget period the user works in (top bar), kept across reloads. */
  period: Period | null;
  choosePeriod(period: Period): void;
  /**
   * The first step of signing in. An account with a second factor is not signed in yet: the answer
   * carries the challenge that `secondFactor` answers with a code.
   */
  signIn(usuario: string, password: string): Promise<{ message?: string; challenge?: string }>;
  secondFactor(challenge: string, code: string): Promise<void>;
  signOut(): Promise<void>;
  /** Renews the token for another institution; permissions and modules come back with it. */
  switchClient(idClient: number): Promise<boolean>;
}

const SessionContext = createContext<Session | null>(null);

/** Loaded on first use, so that the sign-in page is ready before the declarations arrive. */
export const loadSessionContracts = () => import('@erario/contracts/session');

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(storedUser);
  const [period, setPeriod] = useState<Period | null>(storedPeriod);

  const choosePeriod = useCallback((next: Period) => {
    selectPeriod(next);
    setPeriod(next);
  }, []);

  const start = useCallback((signed: SessionUser, accessToken: string) => {
    storeSession(signed, accessToken);
    markLoginTime();
    setUser(signed);
    setPeriod(storedPeriod());
  }, []);

  const signIn = useCallback(
    async (usuario: string, password: string) => {
      const { sessionEndpoints } = await loadSessionContracts();
      const body = await call(sessionEndpoints.signIn, { body: { usuario, password } });
      if (body.data && 'secondFactor' in body.data)
        return { message: body.message, challenge: body.data.secondFactor.challenge };
      // Spec section 5: a reply without data signs nobody in.
      const signed = body.data?.userInfo[0];
      if (body.data && signed) start(signed, body.data.tokenInfo.access_token);
      return { message: body.message };
    },
    [start],
  );

  const secondFactor = useCallback(
    async (challenge: string, code: string) => {
      const { sessionEndpoints } = await loadSessionContracts();
      const body = await call(sessionEndpoints.secondFactor, { body: { challenge, code } });
      const signed = body.data?.userInfo[0];
      if (body.data && signed) start(signed, body.data.tokenInfo.access_token);
    },
    [start],
  );

  const signOut = useCallback(async () => {
    await loadSessionContracts()
      .then(({ sessionEndpoints }) => call(sessionEndpoints.signOut, {}))
      .catch(() => undefined);
    clearSession();
    setUser(null);
    setPeriod(null);
  }, []);

  const switchClient = useCallback(async (idClient: number) => {
    const token = await renewToken(idClient);
    if (token) {
      setUser(storedUser());
      setPeriod(storedPeriod());
    }
    return token !== null;
  }, []);

  useIdleSignOut(user !== null, signOut);

  const value = useMemo(
    () => ({ user, period, choosePeriod, signIn, secondFactor, signOut, switchClient }),
    [user, period, choosePeriod, signIn, secondFactor, signOut, switchClient],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession fuera de SessionProvider');
  return session;
}

function useIdleSignOut(active: boolean, signOut: () => Promise<void>): void {
  useEffect(() => {
    if (!active) return;
    let last = Date.now();
    let sampled = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - sampled < ACTIVITY_THROTTLE_MS) return;
      sampled = now;
      last = now;
    };
    const events = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart'] as const;
    for (const e of events) window.addEventListener(e, onActivity, { passive: true });
    const timer = window.setInterval(() => {
      if (Date.now() - last >= IDLE_LIMIT_MS) void signOut();
    }, 30_000);
    return () => {
      for (const e of events) window.removeEventListener(e, onActivity);
      window.clearInterval(timer);
    };
  }, [active, signOut]);
}

export { clearSession };
