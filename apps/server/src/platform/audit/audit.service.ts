import type { AuditEntry, AuditFilters } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../access/token.ts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';

/**
 * The audit trail as people read it (ASVS 7.1, 7.2): an institution's entries (and, for the SA, the
 * installation's own, tied to no institution), filtered by who, which table, which record and
 * between which dates, newest first, each with what changed in a line.
 */

type Row = Record<string, unknown>;

/** Noise in every change of a master: its optimistic-lock counter and its derived search column. */
const QUIET = new Set(['version', 'search_text']);

const shown = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** `campo: antes → después` for each field a change touched; the record's fields for an alta or a baja. */
export function changesOf(action: string, before: Row | null, after: Row | null): string {
  if (action === 'UPDATE' && before && after) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !QUIET.has(k));
    return keys
      .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
      .map((k) => `${k}: ${shown(before[k])} → ${shown(after[k])}`)
      .join('; ');
  }
  const row = after ?? before ?? {};
  return Object.entries(row)
    .filter(([k, v]) => !QUIET.has(k) && v !== null)
    .map(([k, v]) => `${k}: ${shown(v)}`)
    .join('; ');
}

function where(auth: AuthContext, f: AuditFilters): SQL {
  if (f.from && f.to && f.to < f.from)
    throw badRequest('Revise las fechas', [
      { field: 'to', message: 'La fecha final no puede ser anterior a la inicial' },
    ]);
  // The institution's entries; the SA also reads the installation's (sign-in challenges, catalogues).
  const mine =
    auth.role === 'SA'
      ? sql`(a.id_client = ${auth.idClient} or a.id_client is null)`
      : sql`a.id_client = ${auth.idClient}`;
  return sql.join(
    [
      mine,
      f.idUser ? sql`a.id_user = ${f.idUser}` : undefined,
      f.entity ? sql`a.entity = ${f.entity}` : undefined,
      f.entityId ? sql`a.entity_id = ${f.entityId}` : undefined,
      // Dates are the institution's days: from its midnight to its next, on its own wall clock.
      f.from ? sql`a.at >= ${f.from}::date::timestamp at time zone ${auth.timeZone}` : undefined,
      f.to ? sql`a.at < (${f.to}::date + 1)::timestamp at time zone ${auth.timeZone}` : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
}

export async function auditEntries(
  db: Db,
  auth: AuthContext,
  filters: AuditFilters,
  window: { limit: number; offset: number },
): Promise<{ rows: AuditEntry[]; total: number }> {
  const found = await db.execute<{
    id: string;
    at: string;
    action: string;
    entity: string;
    entity_id: string | null;
    id_user: number | null;
    username: string | null;
    id_session: number | null;
    before: Row | null;
    after: Row | null;
    seal: string | null;
    total: number;
  }>(sql`
    select a.id::text, a.at::text, a.action, a.entity, a.entity_id, a.id_user, u.username, a.id_session,
           a.before, a.after, a.seal::text, count(*) over ()::int as total
      from audit_log a left join app_user u on u.id = a.id_user
     where ${where(auth, filters)}
     order by a.at desc, a.id desc
     limit ${window.limit} offset ${window.offset}`);
  return {
    total: found.rows[0]?.total ?? 0,
    rows: found.rows.map((r) => ({
      id: Number(r.id),
      at: new Date(r.at).toISOString(),
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      idUser: r.id_user,
      user: r.username,
      idSession: r.id_session,
      changes: changesOf(r.action, r.before, r.after),
      before: r.before,
      after: r.after,
      seal: r.seal === null ? null : Number(r.seal),
    })),
  };
}

/** Who and which tables the filters offer: the institution's users, and every audited table. */
export async function auditChoices(db: Db, auth: AuthContext) {
  const [users, tables] = await Promise.all([
    db.execute<{ id: number; label: string }>(sql`
      select u.id, u.username || ' · ' || u.name as label
        from user_client uc join app_user u on u.id = uc.id_user
       where uc.id_client = ${auth.idClient} order by lower(u.username)`),
    db.execute<{ entity: string }>(sql`
      select distinct event_object_table as entity from information_schema.triggers
       where event_object_schema = current_schema() and action_statement like '%erario_audit()%'
       order by 1`),
  ]);
  return { users: users.rows, entities: tables.rows.map((t) => t.entity) };
}
