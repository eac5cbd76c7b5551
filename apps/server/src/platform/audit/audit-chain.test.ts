import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD, bearer, createUser, type SignedIn, signIn } from '../../test/harness.ts';
import { testSuite } from '../../test/suite.ts';
import { startAuditSealer } from './audit-chain.ts';

/**
 * The audit trail cannot be rewritten (ASVS 7.3.3): the product has no way to edit or delete an
 * entry and the database refuses it on any connection, and an entry changed behind both (the guard
 * trigger turned off, as the database's owner could) breaks the hash chain at its place.
 */
const t = testSuite({ signInAdmin: false });
let admin: SignedIn;

beforeAll(async () => {
  admin = await signIn(t.app, 'admin', ADMIN_PASSWORD);
});

const verify = async (token = admin.token) =>
  t.app.inject({ method: 'GET', url: '/api/user/audit/verify', headers: bearer(token) });

/** A change made through the product: a currency created, and the audit entry it left. */
async function change(code: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/finance/currency/create',
    headers: bearer(admin.token),
    payload: { code, name: `Moneda ${code}`, symbol: code },
  });
  expect(res.statusCode, res.body).toBe(200);
  const entry = await t.db.execute<{
    id: number;
    id_session: number | null;
    id_user: number;
    entityId: string;
  }>(sql`
    select id, id_session, id_user, entity_id as "entityId" from audit_log
     where entity = 'currency' and action = 'INSERT' and after ->> 'code' = ${code}`);
  return entry.rows[0] as { id: number; id_session: number | null; id_user: number; entityId: string };
}

const refusal = (statement: ReturnType<typeof sql>) =>
  t.db.execute(statement).then(
    () => 'aceptado',
    (error: Error) => String((error as { cause?: Error }).cause?.message ?? error.message),
  );

describe('reading the audit trail', () => {
  const read = (query: string, token = admin.token) =>
    t.app.inject({ method: 'GET', url: `/api/user/audit/entries?${query}`, headers: bearer(token) });

  it('says who changed which record, what changed, when and from which sign-in, newest first', async () => {
    const created = await change('GGG');
    const version = (
      await t.db.execute<{ version: number }>(
        sql`select version from currency where id = ${Number(created.entityId)}`,
      )
    ).rows[0]?.version;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/finance/currency/update',
      headers: bearer(admin.token),
      payload: {
        id: Number(created.entityId),
        version,
        code: 'GGG',
        name: 'Moneda cambiada',
        symbol: 'G',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const found = await read(`entity=currency&entityId=${created.entityId}`);
    expect(found.statusCode, found.body).toBe(200);
    const { rows, total } = found.json().data;
    expect(total).toBe(2);
    expect(rows[0]).toMatchObject({
      action: 'UPDATE',
      user: 'admin',
      idSession: created.id_session,
      changes: 'name: Moneda GGG → Moneda cambiada; symbol: GGG → G',
    });
    expect(rows[1]).toMatchObject({ action: 'INSERT', changes: expect.stringContaining('code: GGG') });
    const today = t.today();
    expect(
      (await read(`idUser=${admin.user.idUser}&from=${today}&to=${today}&entity=currency`)).json().data.total,
    ).toBeGreaterThan(1);
    // A day is the institution's: 23:30 on 31 October in Caracas is 03:30 UTC on 1 November.
    await t.db.execute(sql`
      insert into audit_log (id_client, at, action, entity, entity_id, after)
      values (${t.clients[0]}, '2026-11-01T03:30:00Z', 'INSERT', 'prueba_reloj', '1', '{}'::jsonb),
             (${t.clients[0]}, '2026-11-01T04:30:00Z', 'INSERT', 'prueba_reloj', '2', '{}'::jsonb)`);
    const day = async (d: string) =>
      (await read(`entity=prueba_reloj&from=${d}&to=${d}`))
        .json()
        .data.rows.map((r: { entityId: string }) => r.entityId);
    expect(await day('2026-10-31')).toEqual(['1']);
    expect(await day('2026-11-01')).toEqual(['2']);
    const backwards = await read(`from=${today}&to=2000-01-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual([
      { field: 'to', message: 'La fecha final no puede ser anterior a la inicial' },
    ]);
  });

  it('opens to an institution’s auditor, read-only and within the institution, and to nobody without the screen', async () => {
    const [home, other] = t.clients;
    await createUser(t.db, {
      username: 'auditora',
      memberships: [{ idClient: home, isConsultant: true, screens: ['CFG-AUD-01'] }],
    });
    await createUser(t.db, {
      username: 'cajero-sin',
      memberships: [{ idClient: home, screens: ['TES-BAN-01'] }],
    });
    const auditor = await t.signInAs('auditora');
    const clerk = await t.signInAs('cajero-sin');
    // A change in the other institution, by the SA working there.
    const there = await t.app.inject({
      method: 'GET',
      url: `/api/user/new-token/${other}`,
      cookies: { erario_rt: admin.cookie },
    });
    const inOther = there.json().data.access_token;
    admin.cookie = there.cookies.find((c) => c.name === 'erario_rt')?.value ?? admin.cookie;
    const bank = await t.app.inject({
      method: 'POST',
      url: '/api/finance/bank/create',
      headers: bearer(inOther),
      payload: { code: '0999', name: 'Banco de la otra', active: true },
    });
    expect(bank.statusCode, bank.body).toBe(200);

    const seen = await read('entity=bank&size=100', auditor);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.rows.map((r: { entityId: string }) => r.entityId)).not.toContain(
      String(bank.json().data.id),
    );
    const all = await read('size=500', auditor);
    expect(all.json().data.rows.length).toBeGreaterThan(0);
    const clientOf = await t.db.execute<{ id: string; id_client: number | null }>(
      sql`select id::text, id_client from audit_log where id in (${sql.join(
        all.json().data.rows.map((r: { id: number }) => sql`${r.id}`),
        sql`, `,
      )})`,
    );
    expect(new Set(clientOf.rows.map((r) => r.id_client))).toEqual(new Set([home]));
    // Read-only: the auditor writes nothing; the cashier without the screen reads nothing.
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/finance/currency/create',
      headers: bearer(auditor),
      payload: { code: 'ZZZ', name: 'No', symbol: 'Z' },
    });
    expect(write.statusCode).toBe(403);
    expect((await read('', clerk)).statusCode).toBe(403);
  });

  it('exports what the filters show to a workbook and to paper', async () => {
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/user/audit/entries/xlsx?entity=currency',
      headers: bearer(admin.token),
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="auditoria.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells = (book.worksheets[0]?.getSheetValues() ?? []).flat().map((v) => String(v));
    expect(cells).toEqual(
      expect.arrayContaining(['Registro de auditoría', 'Cambio', 'Monedas (currency)', 'admin']),
    );
    expect(cells.some((c) => c.includes('name: Moneda GGG → Moneda cambiada'))).toBe(true);
    const pdf = await t.app.inject({
      method: 'GET',
      url: '/api/user/audit/entries/pdf?entity=currency',
      headers: bearer(admin.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('security events', () => {
  const events = async (kind: string) =>
    (
      await t.db.execute<{
        id_user: number | null;
        usuario: string | null;
        ip: string | null;
        detail: Record<string, unknown>;
      }>(sql`select id_user, usuario, ip, detail from security_event where kind = ${kind} order by id`)
    ).rows;

  it('records failed sign-ins and access denied, in the audit trail, and keeps them as they were', async () => {
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth',
      payload: { usuario: 'admin', password: 'no-es-la-clave' },
      remoteAddress: '10.9.9.9',
    });
    expect(failed.statusCode).toBe(401);
    expect(await events('ingreso_fallido')).toContainEqual({
      id_user: admin.user.idUser,
      usuario: 'admin',
      ip: '10.9.9.9',
      detail: { motivo: 'contraseña equivocada' },
    });
    await createUser(t.db, {
      username: 'sin-auditoria',
      memberships: [{ idClient: t.clients[0], screens: ['TES-BAN-01'] }],
    });
    const clerk = await signIn(t.app, 'sin-auditoria', 'Clave-Prueba-1');
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/user/audit/entries',
      headers: bearer(clerk.token),
    });
    expect(denied.statusCode).toBe(403);
    expect(await events('acceso_negado')).toContainEqual(
      expect.objectContaining({
        id_user: clerk.user.idUser,
        detail: {
          ruta: 'GET /api/user/audit/entries',
          motivo: 'No tiene permiso para la pantalla «Auditoría».',
        },
      }),
    );
    // The SA reads them on the audit screen, as entries of the table security_event.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/user/audit/entries?entity=security_event&size=100',
      headers: bearer(admin.token),
    });
    expect(listed.json().data.rows.map((r: { changes: string }) => r.changes)).toContainEqual(
      expect.stringContaining('kind: ingreso_fallido'),
    );
    expect(await refusal(sql`update security_event set kind = 'nada'`)).toContain(
      'Los eventos de seguridad no se modifican ni se borran.',
    );
    expect(await refusal(sql`delete from security_event`)).toContain('no se modifican ni se borran');
  });
});

describe('the audit trail', () => {
  it('says who made each change and from which sign-in', async () => {
    const sessions = await t.app.inject({
      method: 'GET',
      url: '/api/user/sessions',
      headers: bearer(admin.token),
    });
    const current = sessions.json().data.find((s: { current: boolean }) => s.current).idSession;
    const entry = await change('AAA');
    expect(entry).toMatchObject({ id_user: admin.user.idUser, id_session: current });
  });

  it('refuses any edit, deletion or truncation, from the product’s own connection too', async () => {
    const entry = await change('BBB');
    const before = await t.db.execute(sql`select * from audit_log where id = ${entry.id}`);
    for (const statement of [
      sql`update audit_log set after = '{}'::jsonb where id = ${entry.id}`,
      sql`update audit_log set seal = 999999, hash = 'x' where id = ${entry.id}`,
      sql`delete from audit_log where id = ${entry.id}`,
      sql`truncate audit_log`,
    ])
      expect(await refusal(statement)).toContain('La auditoría no se modifica ni se borra.');
    const after = await t.db.execute(sql`select * from audit_log where id = ${entry.id}`);
    expect(after.rows).toEqual(before.rows);
  });

  it('seals every entry into a chain that the SA, and only the SA, can check whole', async () => {
    await change('CCC');
    const checked = await verify();
    expect(checked.statusCode, checked.body).toBe(200);
    const result = checked.json().data;
    expect(result).toMatchObject({
      unsealed: 0,
      brokenAt: null,
      head: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(result.sealed).toBeGreaterThan(0);
    await createUser(t.db, {
      username: 'contralora',
      memberships: [{ idClient: t.clients[0], screens: ['CFG-USR-01'] }],
    });
    const other = await signIn(t.app, 'contralora', 'Clave-Prueba-1');
    expect((await verify(other.token)).statusCode).toBe(403);
  });

  it('shows where an entry was changed or removed behind the product’s back', async () => {
    const changed = await change('DDD');
    const removed = await change('EEE');
    await change('FFF');
    expect((await verify()).json().data.brokenAt).toBeNull();
    const placeOf = async (id: number) =>
      Number(
        (await t.db.execute<{ seal: string }>(sql`select seal from audit_log where id = ${id}`)).rows[0]
          ?.seal,
      );
    const changedAt = await placeOf(changed.id);
    const removedAt = await placeOf(removed.id);

    // The owner of the database turns the guard off and edits an entry: the chain breaks right there.
    await t.db.execute(sql`alter table audit_log disable trigger audit_log_guard`);
    await t.db.execute(
      sql`update audit_log set after = jsonb_set(after, '{name}', '"Moneda cambiada"') where id = ${changed.id}`,
    );
    await t.db.execute(sql`alter table audit_log enable trigger audit_log_guard`);
    expect((await verify()).json().data.brokenAt).toBe(changedAt);

    // Put back as it was, the chain holds again; an entry deleted breaks it at its place.
    await t.db.execute(sql`alter table audit_log disable trigger audit_log_guard`);
    await t.db.execute(
      sql`update audit_log set after = jsonb_set(after, '{name}', '"Moneda DDD"') where id = ${changed.id}`,
    );
    expect((await verify()).json().data.brokenAt).toBeNull();
    await t.db.execute(sql`delete from audit_log where id = ${removed.id}`);
    await t.db.execute(sql`alter table audit_log enable trigger audit_log_guard`);
    expect((await verify()).json().data.brokenAt).toBe(removedAt);
  });
});

describe('the sealer', () => {
  it('stops after the seal under way, so a closing server closes its database after it', async () => {
    let finish: () => void = () => {};
    const events: string[] = [];
    const slow = {
      execute: () =>
        new Promise((resolve) => {
          events.push('seal started');
          finish = () => {
            events.push('seal finished');
            resolve({ rows: [{ n: 0 }] });
          };
        }),
    } as unknown as Parameters<typeof startAuditSealer>[0];
    const stop = startAuditSealer(slow, () => events.push('error'), 5);
    await vi.waitFor(() => expect(events).toEqual(['seal started']));
    const stopped = stop().then(() => events.push('stopped'));
    await new Promise((r) => setTimeout(r, 20));
    expect(events).toEqual(['seal started']);
    finish();
    await stopped;
    expect(events).toEqual(['seal started', 'seal finished', 'stopped']);
  });
});
