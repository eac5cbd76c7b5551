import type { Period, SessionUser } from '@erario/contracts';

/** The local-storage keys of spec section 3, in one place. */
export const KEYS = {
  accessToken: 'accessToken',
  idClient: 'idClient',
  idPeriod: 'idPeriod',
  idCompany: 'idCompany',
  src: 'src',
  modules: 'modules',
  nameClient: 'nameClient',
  period: 'period',
  user: 'user',
  cashRegister: 'cashRegister',
} as const;

const LOGIN_COOKIE = 'loginTime';
const LOGIN_COOKIE_DAYS = 7;

export function storeSession(user: SessionUser, accessToken: string): void {
  localStorage.setItem(KEYS.accessToken, accessToken);
  localStorage.setItem(KEYS.idClient, String(user.idClient));
  localStorage.setItem(KEYS.idCompany, String(user.idCompany));
  localStorage.setItem(KEYS.nameClient, user.nameClient);
  localStorage.setItem(KEYS.src, JSON.stringify(user.src.map((g) => ({ module: g.module, code: g.src }))));
  localStorage.setItem(
    KEYS.modules,
    JSON.stringify(Object.fromEntries(user.clientes.map((c) => [c.idClient, c.modules]))),
  );
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  localStorage.setItem(
    KEYS.cashRegister,
    JSON.stringify({ isCashier: user.isCashier, isSupervisorCashier: user.isSupervisorCashier }),
  );
  // Keep the period the user chose if it still belongs to this client; else the server's current one.
  const periods = user.clientes.find((c) => c.idClient === user.idClient)?.periods ?? [];
  const chosen = periods.find((p) => String(p.idPeriod) === localStorage.getItem(KEYS.idPeriod));
  const period = chosen ?? periods.find((p) => p.idPeriod === user.idPeriod) ?? null;
  selectPeriod(period);
}

export function selectPeriod(period: Period | null): void {
  if (period) {
    localStorage.setItem(KEYS.idPeriod, String(period.idPeriod));
    localStorage.setItem(KEYS.period, JSON.stringify(period));
  } else {
    localStorage.removeItem(KEYS.idPeriod);
    localStorage.removeItem(KEYS.period);
  }
}

export function storedUser(): SessionUser | null {
  const text = localStorage.getItem(KEYS.user);
  if (!text || !localStorage.getItem(KEYS.accessToken)) return null;
  try {
    return JSON.parse(text) as SessionUser;
  } catch {
    return null;
  }
}

export function storedPeriod(): Period | null {
  const text = localStorage.getItem(KEYS.period);
  return text ? (JSON.parse(text) as Period) : null;
}

export function clearSession(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the login time in a plain cookie.
  document.cookie = `${LOGIN_COOKIE}=; path=/; max-age=0; samesite=strict`;
}

export function markLoginTime(now = new Date()): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the login time in a plain cookie.
  document.cookie = `${LOGIN_COOKIE}=${encodeURIComponent(now.toISOString())}; path=/; max-age=${
    LOGIN_COOKIE_DAYS * 86_400
  }; samesite=strict`;
}

/** Seconds since the epoch at which a JWT expires, read from its payload (no verification here). */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}
