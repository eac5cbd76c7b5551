import {
  type Endpoint,
  type EndpointData,
  type EndpointInput,
  endpointUrl,
  type FieldError,
  type ServiceName,
  type SessionUser,
} from '@erario/contracts';
import { serviceBase } from './config.ts';
import { clearSession, KEYS, storeSession, tokenExpiry } from './storage.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
  }
}

/** Spec section 8: a failure without a server message. */
export const GENERIC_FAILURE = 'Something went wrong!';

/** What to tell the user about a failed call: the server's message, or that nothing answered. */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Network error';
}

interface Envelope<T> {
  result: boolean;
  data?: T;
  message?: string;
  fields?: FieldError[];
}

let renewing: Promise<string | null> | null = null;

function signOutToRoot(): void {
  clearSession();
  window.location.assign('/session/signin');
}

/** Renews the access token for a client; concurrent callers share one renewal. */
export function renewToken(idClient: number): Promise<string | null> {
  renewing ??= (async () => {
    try {
      const res = await fetch(`${serviceBase('user')}/api/user/new-token/${idClient}`, {
        credentials: 'include',
        headers: authHeader(),
      });
      if (!res.ok) return null;
      const body = (await res.json()) as Envelope<{ access_token: string; userInfo: SessionUser[] }>;
      const user = body.data?.userInfo[0];
      if (!body.data || !user) return null;
      storeSession(user, body.data.access_token);
      return body.data.access_token;
    } catch {
      return null;
    } finally {
      renewing = null;
    }
  })();
  return renewing;
}

function authHeader(): Record<string, string> {
  const token = localStorage.getItem(KEYS.accessToken);
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** Before any request: an expired token is renewed; if that fails the session ends (spec section 4). */
async function freshToken(): Promise<void> {
  const token = localStorage.getItem(KEYS.accessToken);
  if (!token) return;
  const exp = tokenExpiry(token);
  if (exp === null || exp > Math.floor(Date.now() / 1000)) return;
  const renewed = await renewToken(Number(localStorage.getItem(KEYS.idClient)));
  if (!renewed) {
    signOutToRoot();
    throw new ApiError(401, 'Su sesión terminó. Inicie sesión nuevamente.');
  }
}

/**
 * A new access token now, whatever the browser's clock says of the current one: what a live feed
 * presents after the server closed it because its token expired by the server's clock.
 */
export function renewedToken(): Promise<string | null> {
  return renewToken(Number(localStorage.getItem(KEYS.idClient)));
}

/** The access token to present now (renewed first if it expired), or null without a session. */
export async function currentToken(): Promise<string | null> {
  await freshToken();
  return localStorage.getItem(KEYS.accessToken);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Public calls (sign-in, recovery, verification) skip the token. */
  anonymous?: boolean;
  /** Further headers: an enrolled device's credential. */
  headers?: Record<string, string>;
}

/** Calls `/api/<service><path>` and returns the envelope, or throws ApiError with the server's message. */
export async function api<T>(
  service: ServiceName,
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  if (!options.anonymous) await freshToken();
  let res: Response;
  try {
    res = await fetch(`${serviceBase(service)}/api/${service}${path}`, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.anonymous ? {} : authHeader()),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(0, 'Network error');
  }
  let body: Envelope<T> | null = null;
  try {
    body = (await res.json()) as Envelope<T>;
  } catch {
    body = null;
  }
  // The spec accepts 302 as success for some by-id reads (a subgroup, a general concept, a group).
  if (!(res.ok || res.status === 302) || !body?.result) {
    if (res.status === 401 && !options.anonymous) signOutToRoot();
    throw new ApiError(res.status, body?.message ?? GENERIC_FAILURE, body?.fields ?? []);
  }
  return body;
}

/**
 * Calls a declared endpoint: its path, query and body come from the declaration, and the answer's
 * type from its response schema, the same one the server validates what it sends against.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: Pick<RequestOptions, 'headers'> = {},
): Promise<{ data: EndpointData<E>; message?: string }> {
  const url = endpointUrl(
    endpoint,
    input as { params?: Record<string, unknown>; query?: Record<string, unknown> },
  );
  const body = await api<EndpointData<E>>(endpoint.service, url.slice(`/api/${endpoint.service}`.length), {
    method: endpoint.method,
    body: (input as { body?: unknown }).body,
    anonymous: endpoint.access.kind === 'public',
    headers: options.headers,
  });
  // A bare answer (fixed by the spec outside `data`) is the data itself.
  if (endpoint.bare) return { data: body as unknown as EndpointData<E>, message: body.message };
  return { data: body.data as EndpointData<E>, message: body.message };
}

/**
 * Downloads a file the API produces (exports, printouts), under the session's token, as the
 * browser's download. `url` is under /api: an `endpointUrl(...)` or `/api/<service>/<path>`.
 */
export async function download(url: string, filename: string): Promise<void> {
  await freshToken();
  const service = url.split('/')[2] as ServiceName;
  let res: Response;
  try {
    res = await fetch(`${serviceBase(service)}${url}`, {
      credentials: 'include',
      headers: authHeader(),
    });
  } catch {
    throw new ApiError(0, 'Network error');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as Envelope<unknown> | null;
    throw new ApiError(res.status, body?.message ?? GENERIC_FAILURE);
  }
  const file = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = file;
  link.download = filename;
  link.click();
  // The browser reads the file after the click returns: revoked at once, a busy machine may find it
  // gone and save nothing, without a word. A minute is long enough for any file this app makes.
  setTimeout(() => URL.revokeObjectURL(file), 60_000);
}
