import { findScreen, MODULES, screenEnabled } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { type AppError, forbidden, notFound, unauthorized } from '../errors.ts';
import type { AuthContext, TokenIdentity, TokenKeys } from './token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/** The signed-in context of a route that is not public; the access hook has already checked it. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * Why a user may not use any of these screens (none held, or their module is off in the
 * institution), or null when one will do: for the routes that declare `anyScreen`, and for the live
 * feeds that screens of several kinds watch.
 */
export function anyScreenRefusal(auth: TokenIdentity, screens: readonly string[]): AppError | null {
  const usable = screens.some((code) => {
    const def = findScreen(code);
    return def && screenEnabled(def, auth.modules) && auth.screens.has(code);
  });
  if (usable) return null;
  // A screen held but replaced in this institution by another module's (its departments by payroll's).
  const replaced = screens
    .map((code) => findScreen(code))
    .find((def) => def?.unlessModule && auth.screens.has(def.code) && auth.modules.has(def.unlessModule));
  if (replaced?.unlessModule) {
    const module =
      MODULES.find((m) => m.code === replaced.unlessModule)?.description ?? replaced.unlessModule;
    return forbidden(`«${replaced.name}» no se usa en esta institución: lo lleva el módulo ${module}.`);
  }
  // Screens of one module the institution does not have: that is the reason, not a permission.
  const modules = new Set(screens.map((code) => findScreen(code)?.module));
  const [only] = modules;
  if (modules.size === 1 && only && !auth.modules.has(only)) {
    const module = MODULES.find((m) => m.code === only)?.description ?? only;
    return forbidden(`El módulo ${module} no está habilitado para esta institución.`);
  }
  return forbidden('No tiene permiso para consultar estos datos.');
}

/**
 * The one place where the server decides who may call what: authentication, screen permission,
 * client module, read-only memberships, and clients named in the path. Runs before validation so a
 * stranger learns nothing about a route's input.
 */
export function registerAccessHook(
  app: FastifyInstance,
  keys: TokenKeys,
  db: Db,
  /** Whether the token's sign-in still stands (identity decides what ends one). */
  sessionStands: (auth: TokenIdentity) => Promise<boolean>,
  clock: Clock,
): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || !request.routeOptions.url) return;
    const { access, tenancy } = request.routeOptions.config;
    // Fail closed: a route that forgot to declare its access is not served.
    if (!access || !tenancy) throw forbidden('Ruta sin declaración de acceso.');
    if (access.kind === 'public' || access.kind === 'refresh') return;

    const token = bearerToken(request);
    if (!token) throw unauthorized('Debe iniciar sesión para continuar.');
    const auth = await keys.verify(token);
    if (auth === 'expired')
      throw unauthorized('Su sesión venció. Renueve el token o inicie sesión nuevamente.');
    if (!auth) throw unauthorized();
    if (!(await sessionStands(auth))) throw unauthorized('Su sesión terminó. Inicie sesión nuevamente.');
    // The request's one instant: every date it decides on is this, on the institution's clock.
    request.auth = { ...auth, now: clock.now() };
    // A password that falls short of the rules is changed first, and a second factor required and not
    // set up is set up first: only what any signed-in user may call (the change itself, the second
    // factor's setup, about, notifications) is served until then.
    if (auth.passwordChangeRequired && access.kind !== 'session') {
      throw forbidden('Debe cambiar su contraseña antes de continuar.');
    }
    if (auth.mfaSetupRequired && access.kind !== 'session') {
      throw forbidden('Debe activar la verificación en dos pasos antes de continuar.');
    }

    if (access.kind === 'screen') {
      const def = findScreen(access.screen);
      if (!def || !auth.modules.has(def.module)) {
        const module = MODULES.find((m) => m.code === def?.module)?.description ?? def?.module;
        throw forbidden(`El módulo ${module} no está habilitado para esta institución.`);
      }
      if (!screenEnabled(def, auth.modules)) throw anyScreenRefusal(auth, [def.code]) ?? forbidden();
      if (!auth.screens.has(access.screen))
        throw forbidden(`No tiene permiso para la pantalla «${def.name}».`);
      if (access.roles && !access.roles.includes(auth.role)) {
        throw forbidden('Esta acción está reservada a los administradores del sistema.');
      }
    } else if (access.kind === 'anyScreen') {
      const refused = anyScreenRefusal(auth, access.screens);
      if (refused) throw refused;
    } else if (access.kind === 'role' && !access.roles.includes(auth.role)) {
      throw forbidden('Esta acción está reservada a los administradores del sistema.');
    }
    // A read-only membership writes nothing in the institution, whatever grants the route (a screen,
    // a cashier's flag, a role); what is the person's own (`session` routes) stays theirs.
    if (
      auth.readOnly &&
      access.kind !== 'session' &&
      !READ_METHODS.has(request.method) &&
      !request.routeOptions.config.reads
    ) {
      throw forbidden('Su acceso a esta institución es solo de consulta.');
    }

    const named = (request.params as Record<string, string | undefined>)[
      tenancy.kind === 'client-param' || tenancy.kind === 'row' ? tenancy.param : ''
    ];
    if (tenancy.kind === 'client-param' && Number(named) !== auth.idClient) {
      throw forbidden('No puede acceder a datos de otra institución.');
    }
    // A malformed id is left to validation (400); a well-formed one must belong to the caller's client.
    if (tenancy.kind === 'row' && named && /^\d{1,9}$/.test(named)) {
      const owned = await db.execute(
        sql.raw(
          tenancy.owned.replaceAll('$1', String(Number(named))).replaceAll('$2', String(auth.idClient)),
        ),
      );
      if (owned.rows.length === 0) throw notFound('Registro no encontrado en esta institución.');
    }
  });
}
