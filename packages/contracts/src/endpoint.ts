import type { z } from 'zod';
import { findScreen } from './catalogue.ts';
import type { Role } from './identity.ts';
import type { ServiceName } from './services.ts';

/**
 * Who may call an endpoint. The server enforces it in its access hook; the web reads the same
 * declaration to show or hide what would be refused.
 */
export type Access =
  | { kind: 'public' }
  /** Any signed-in user, whatever their screens (about, change password, notifications). */
  | { kind: 'session' }
  /** Renewing a token: an expired access token is allowed, the session (cookie or token) is checked. */
  | { kind: 'refresh' }
  /** The user must hold the screen in the token's client, and the client must have its module. */
  | { kind: 'screen'; screen: string; roles?: Role[] }
  /** Any one of these screens (a select that lists another master's rows). */
  | { kind: 'anyScreen'; screens: string[] }
  | { kind: 'role'; roles: Role[] };

const known = (code: string) => {
  if (!findScreen(code)) throw new Error(`Código de pantalla desconocido: ${code}`);
  return code;
};

/** Access builders: a screen code that does not exist fails when the declaration is loaded. */
export const access = {
  public: { kind: 'public' } as Access,
  session: { kind: 'session' } as Access,
  /** Renewing a token: an expired access token is allowed, the session is checked. */
  refresh: { kind: 'refresh' } as Access,
  screen: (code: string, roles?: Role[]): Access => ({
    kind: 'screen',
    screen: known(code),
    ...(roles ? { roles } : {}),
  }),
  anyScreen: (codes: string[]): Access => ({ kind: 'anyScreen', screens: codes.map(known) }),
  roles: (roles: Role[]): Access => ({ kind: 'role', roles }),
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The files an endpoint may answer instead of JSON, by what the API documentation calls them. */
export const FILE_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  // The tax authority's declaration files: the IVA withholdings' text file and the ISLR's XML.
  txt: 'text/plain',
  xml: 'application/xml',
} as const;
export type FileType = keyof typeof FILE_TYPES;
type Shape = z.ZodObject<z.ZodRawShape>;

/**
 * One HTTP endpoint, declared once: the server registers it from this (validation, response
 * schema, access, documentation) and the web calls it through it, typed by the same schemas. The
 * path is relative to `/api/<service>` and names its parameters as `:name`.
 */
export interface Endpoint<
  P extends Shape | undefined = Shape | undefined,
  Q extends Shape | undefined = Shape | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | undefined = z.ZodType | undefined,
  Bare extends true | undefined = true | undefined,
> {
  method: Method;
  service: ServiceName;
  path: string;
  summary: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** The `data` of a successful answer; none for a file (a PDF, a spreadsheet). */
  response?: R;
  /**
   * The spec fixes a few answers outside the envelope's `data` (`{ result, list, total }`): then
   * `response` is the whole successful body, and that is what the caller gets as `data`.
   */
  bare?: Bare;
  /** The answer is a file of one of these types (a printout, an export), not the JSON envelope. */
  files?: readonly FileType[];
  /** The largest body it takes, in bytes, where a file travels in it (the server's default is 1 MiB). */
  bodyLimit?: number;
  /**
   * A POST that changes nothing (a search whose filter the spec sends in the body): a read-only
   * membership may call it. Any other POST, PUT or DELETE is refused to one.
   */
  reads?: true;
}

export function defineEndpoint<
  P extends Shape | undefined = undefined,
  Q extends Shape | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
  Bare extends true | undefined = undefined,
>(endpoint: Endpoint<P, Q, B, R, Bare>): Endpoint<P, Q, B, R, Bare> {
  const named = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const declared = Object.keys(endpoint.params?.shape ?? {});
  if (named.length !== declared.length || named.some((n) => !declared.includes(n as string)))
    throw new Error(`${endpoint.path}: los parámetros de la ruta no coinciden con los declarados`);
  return endpoint;
}

type Infer<T, Fallback> = T extends z.ZodType ? z.input<T> : Fallback;

/** What a caller passes: the path parameters, the query and the body, each only when declared. */
export type EndpointInput<E> =
  E extends Endpoint<infer P, infer Q, infer B, z.ZodType | undefined>
    ? (P extends Shape ? { params: z.input<P> } : { params?: undefined }) &
        (Q extends Shape ? { query?: z.input<Q> } : { query?: undefined }) &
        (B extends z.ZodType ? { body: z.input<B> } : { body?: undefined })
    : never;

/** What a successful answer carries in `data`. */
export type EndpointData<E> =
  E extends Endpoint<Shape | undefined, Shape | undefined, z.ZodType | undefined, infer R>
    ? Infer<R, never>
    : never;

/** The endpoint's path under `/api`, its parameters filled in and encoded, with its query string. */
export function endpointUrl(
  endpoint: Pick<Endpoint, 'service' | 'path'>,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${endpoint.path}: falta el parámetro ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {}))
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  const search = query.toString();
  return `/api/${endpoint.service}${path}${search ? `?${search}` : ''}`;
}
