import { type Access, findScreen, type Role } from '@erario/contracts';

/**
 * What a route requires: declared in contracts with the endpoint (or here for routes not yet
 * declared there). Every /api route declares one (a route without it is refused and fails the
 * route-table test): the server enforces it in `access.hook.ts`, the web menu only mirrors it.
 */
export type { Access } from '@erario/contracts';

/**
 * How a route is bound to a client, for the tenancy sweep and for the hook:
 * - `token`: reads or writes only the token's client (or global data); nothing in the path names one.
 * - `client-param`: the path names a client; it must be the token's client (403 otherwise).
 * - `membership`: the path names a client the user must belong to (switching client).
 * - `row`: the path names a row; `owned` is SQL that returns a row when row $1 belongs to client $2,
 *   checked by the access hook before anything else, so another client's row answers 404 whatever the
 *   body. `sample` returns the id of a row visible to client $1 and not to client $2, for the sweep.
 */
export type Tenancy =
  | { kind: 'token' }
  | { kind: 'client-param'; param: string }
  | { kind: 'membership'; param: string }
  | { kind: 'row'; param: string; owned: string; sample: string };

/** A `row` tenancy on `table`: the path's `param` names one of its rows, which must be the client's. */
export function ownedRow(table: string, param = 'id'): Tenancy {
  return {
    kind: 'row',
    param,
    owned: `select 1 from ${table} where id = $1 and id_client = $2`,
    sample: `select id from ${table} where id_client = $1 limit 1`,
  };
}

export interface RouteAccessConfig {
  access: Access;
  tenancy: Tenancy;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    tenancy?: Tenancy;
    /** A POST that changes nothing: a read-only membership may call it (`Endpoint.reads`). */
    reads?: boolean;
  }
}

export const PUBLIC: RouteAccessConfig = { access: { kind: 'public' }, tenancy: { kind: 'token' } };
export const SESSION: RouteAccessConfig = { access: { kind: 'session' }, tenancy: { kind: 'token' } };

/** The screen grants the route; `roles`, when given, narrow it further (the institutions: SA only). */
export function screen(
  code: string,
  tenancy: Tenancy = { kind: 'token' },
  roles?: Role[],
): RouteAccessConfig {
  if (!findScreen(code)) throw new Error(`Código de pantalla desconocido en una ruta: ${code}`);
  return { access: { kind: 'screen', screen: code, ...(roles ? { roles } : {}) }, tenancy };
}

export function roles(allowed: Role[], tenancy: Tenancy = { kind: 'token' }): RouteAccessConfig {
  return { access: { kind: 'role', roles: allowed }, tenancy };
}

export function anyScreen(codes: string[], tenancy: Tenancy = { kind: 'token' }): RouteAccessConfig {
  for (const code of codes)
    if (!findScreen(code)) throw new Error(`Código de pantalla desconocido en una ruta: ${code}`);
  return { access: { kind: 'anyScreen', screens: codes }, tenancy };
}
