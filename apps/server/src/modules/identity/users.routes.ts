import {
  AUDIT_ACTIONS,
  type AuditEntry,
  type AuditFilters,
  auditEndpoints as a,
  userEndpoints as e,
  formatDate,
  formatDateTime,
  openSessionEndpoints as o,
  type pageQuery,
  tableLabel,
  type UserRow,
} from '@erario/contracts';
import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { authOf } from '../../platform/access/access.hook.ts';
import type { Tenancy } from '../../platform/access/access.ts';
import type { AuthContext } from '../../platform/access/token.ts';
import { auditChoices, auditEntries } from '../../platform/audit/audit.service.ts';
import { verifyAuditChain } from '../../platform/audit/audit-chain.ts';
import { printedAt } from '../../platform/clock.ts';
import { containsPattern, pageWindow } from '../../platform/db/paging.ts';
import { AppError } from '../../platform/errors.ts';
import { fileRoute, route } from '../../platform/http/endpoint.ts';
import { ok } from '../../platform/http/replies.ts';
import { mailOutbox } from '../../platform/mail/mail.schema.ts';
import { reportPdf } from '../../platform/reports/report.pdf.ts';
import { EXPORT_LIMIT } from '../../platform/reports/report.service.ts';
import { xlsxBuffer } from '../../platform/reports/xlsx.ts';
import type { Platform } from '../../platform/services.ts';
import { endSession, openSessions } from './open-sessions.ts';
import { createUser, loadUserForm, removeUser, savePermissions, updateUser } from './users.service.ts';

/** A user is reachable from a client it belongs to. */
const MEMBER = 'select 1 from user_client where id_user = $1 and id_client = $2';
/** Users of another client, never members of the requesting one: what the tenancy sweep tries. */
const OTHER_CLIENT_USER = `select uc.id_user as id from user_client uc where uc.id_client = $1
  and not exists (select 1 from user_client x where x.id_user = uc.id_user and x.id_client = $2) limit 1`;

/** A route that names a user: the access hook answers 404 unless the user belongs to the session's client. */
export const USER_ROW: Tenancy = { kind: 'row', param: 'idUser', owned: MEMBER, sample: OTHER_CLIENT_USER };
const token: Tenancy = { kind: 'token' };

export function usersRoutes({ db, config, mailer }: Platform) {
  return async (app: FastifyInstance) => {
    const listUsers = async (idClient: number, query: z.infer<typeof pageQuery>) => {
      const search = query.search ? containsPattern(query.search) : null;
      const filter = sql`uc.id_client = ${idClient} and (${search}::text is null
          or u.username ilike ${search} or u.name ilike ${search} or coalesce(u.email, '') ilike ${search})`;
      const { limit, offset } = pageWindow(query);
      // One query: the page and, beside each row, the total that matches the filter.
      const found = await db.execute<UserRow & { total: number }>(sql`
          select u.id as "idUser", u.username as usuario, u.name, u.email, u.role, u.active,
                 uc.is_cashier as "isCashier", uc.is_supervisor_cashier as "isSupervisorCashier",
                 uc.is_consultant as "isConsultant", uc.is_support as "isSupport", count(*) over ()::int as total
            from user_client uc join app_user u on u.id = uc.id_user
           where ${filter}
           order by lower(u.username) limit ${limit} offset ${offset}`);
      const total =
        found.rows[0]?.total ??
        (
          await db.execute<{ total: number }>(sql`
              select count(*)::int as total from user_client uc join app_user u on u.id = uc.id_user where ${filter}`)
        ).rows[0]?.total ??
        0;
      const rows = found.rows.map(({ total: _total, ...row }) => row);
      return ok({ rows, total, ...query });
    };

    route(app, e.ofClient, { kind: 'client-param', param: 'idClient' }, async (request) =>
      listUsers(request.params.idClient, request.query),
    );
    route(app, e.list, token, async (request) => listUsers(authOf(request).idClient, request.query));
    route(app, e.form, USER_ROW, async (request) =>
      ok(await loadUserForm(db, authOf(request), request.params.idUser)),
    );
    route(app, e.create, token, async (request) =>
      ok(
        { idUser: await createUser(db, authOf(request), request.body, config.passwordPepper) },
        'Usuario creado.',
      ),
    );
    route(app, e.update, token, async (request) => {
      await updateUser(db, authOf(request), request.body, mailer, config.passwordPepper);
      return ok(null, 'Usuario actualizado.');
    });
    route(app, e.remove, token, async (request) => {
      await removeUser(db, authOf(request), request.body.idUser);
      return ok(null, 'Usuario quitado de la institución.');
    });
    route(app, e.permissions, USER_ROW, async (request) => {
      const { idClient } = authOf(request);
      const { idUser } = request.params;
      // Membership was checked by the access hook (USER_ROW).
      const rows = await db.execute<{ screen_code: string }>(sql`
        select screen_code from user_screen where id_user = ${idUser} and id_client = ${idClient} order by screen_code`);
      return ok({ idUser, idClient, screens: rows.rows.map((row) => row.screen_code) });
    });
    route(app, e.savePermissions, USER_ROW, async (request) => {
      const auth = authOf(request);
      const screens = await savePermissions(db, auth, request.params.idUser, request.body.screens);
      return ok(
        { idUser: request.params.idUser, idClient: auth.idClient, screens },
        'Permisos guardados. Rigen cuando el usuario renueve su sesión.',
      );
    });
    // Open sessions: one's own, and (the SA) those of a user of the institution (ASVS 3.3.4).
    route(app, o.mine, token, async (request) => {
      const auth = authOf(request);
      return ok(await openSessions(db, auth.idUser, auth.sessionId, config.accessTokenSeconds));
    });
    route(app, o.endMine, token, async (request) => {
      const auth = authOf(request);
      await endSession(db, auth, auth.idUser, request.params.idSession);
      return ok(null, 'Sesión cerrada.');
    });
    route(app, o.ofUser, USER_ROW, async (request) => {
      const auth = authOf(request);
      const { idUser } = request.params;
      const found = await db.execute<{ usuario: string; name: string }>(
        sql`select username as usuario, name from app_user where id = ${idUser}`,
      );
      const sessions = await openSessions(db, idUser, auth.sessionId, config.accessTokenSeconds);
      return ok({ ...(found.rows[0] ?? { usuario: '', name: '' }), sessions });
    });
    route(app, o.endOfUser, USER_ROW, async (request) => {
      await endSession(db, authOf(request), request.params.idUser, request.params.idSession);
      return ok(null, 'Sesión cerrada.');
    });
    // The audit trail's chain, read again from its start: where it broke, if it did.
    route(app, a.verify, token, async () => ok(await verifyAuditChain(db)));
    // The audit trail as people read it: filtered, paged, and on paper or in a workbook.
    route(app, a.entries, token, async (request) => {
      const { page: _p, size: _s, ...filters } = request.query;
      const found = await auditEntries(db, authOf(request), filters, pageWindow(request.query));
      return ok({ ...found, page: request.query.page, size: request.query.size });
    });
    route(app, a.choices, token, async (request) => ok(await auditChoices(db, authOf(request))));
    const exported = async (auth: AuthContext, filters: AuditFilters, limit: number) => {
      const found = await auditEntries(db, auth, filters, { limit: limit + 1, offset: 0 });
      if (found.rows.length > limit)
        throw new AppError(
          422,
          `Hay más de ${limit.toLocaleString('es-VE')} entradas con estos filtros: acótelos (fechas, usuario, tabla) para exportarlas.`,
        );
      const institution = await db.execute<{ client_name: string }>(
        sql`select client_name from client where id = ${auth.idClient}`,
      );
      return { rows: found.rows, institution: institution.rows[0]?.client_name ?? '' };
    };
    const AUDIT_COLUMNS = [
      { key: 'at', label: 'Fecha y hora', kind: 'text' },
      { key: 'user', label: 'Usuario', kind: 'text' },
      { key: 'session', label: 'Sesión', kind: 'integer' },
      { key: 'action', label: 'Acción', kind: 'text' },
      { key: 'entity', label: 'Tabla', kind: 'text' },
      { key: 'entityId', label: 'Registro', kind: 'text' },
      { key: 'changes', label: 'Cambios', kind: 'text' },
      { key: 'seal', label: 'Sello', kind: 'integer' },
    ] as const;
    const printed = (e: AuditEntry, zone: string) => ({
      at: formatDateTime(e.at, zone),
      user: e.user ?? 'sistema',
      session: e.idSession,
      action: AUDIT_ACTIONS[e.action] ?? e.action,
      entity: tableLabel(e.entity),
      entityId: e.entityId,
      changes: e.changes,
      seal: e.seal,
    });
    const subtitle = (f: AuditFilters) =>
      [
        f.from || f.to
          ? `del ${f.from ? formatDate(f.from) : 'inicio'} al ${f.to ? formatDate(f.to) : 'día de hoy'}`
          : 'todas las fechas',
        f.entity ? `tabla ${f.entity}` : null,
        f.entityId ? `registro ${f.entityId}` : null,
        f.idUser ? `usuario ${f.idUser}` : null,
      ]
        .filter(Boolean)
        .join(' · ');
    fileRoute(app, a.pdf, token, async (request, reply) => {
      const auth = authOf(request);
      const { rows, institution } = await exported(auth, request.query, EXPORT_LIMIT.pdf);
      const pdf = await reportPdf(
        {
          title: 'Registro de auditoría',
          subtitle: subtitle(request.query),
          columns: [...AUDIT_COLUMNS],
          rows: rows.map((e) => printed(e, auth.timeZone)),
          totals: {},
          total: rows.length,
          page: 0,
          size: rows.length,
        },
        institution,
        true,
        printedAt(auth),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="auditoria.pdf"')
        .send(pdf);
    });
    fileRoute(app, a.xlsx, token, async (request, reply) => {
      const auth = authOf(request);
      const { rows, institution } = await exported(auth, request.query, EXPORT_LIMIT.xlsx);
      const buffer = await xlsxBuffer(
        'Auditoría',
        AUDIT_COLUMNS.map((c) => ({ header: c.label })),
        rows.map((e) => {
          const row = printed(e, auth.timeZone) as Record<string, unknown>;
          return AUDIT_COLUMNS.map((c) => row[c.key]);
        }),
        { heading: [institution, 'Registro de auditoría', subtitle(request.query)] },
      );
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="auditoria.xlsx"')
        .send(buffer);
    });
    route(app, e.outbox, token, async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const rows = await db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.id))
        .limit(limit)
        .offset(offset);
      const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(mailOutbox);
      return ok({
        rows: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
        total: count?.total ?? 0,
        ...request.query,
      });
    });
  };
}
