import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  bearer,
  createUser,
  type SignedIn,
  signIn,
  startTestApp,
  type TestApp,
} from '../../test/harness.ts';

/**
 * The audit trail cannot be rewritten (ASVS 7.3.3): the product has no way to edit or delete an
 * entry and the database refuses it on any connection, and an entry changed behind both (the guard
 * trigger turned off, as the database's owner could) breaks the hash chain at its place.
 */
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, 'admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

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
  const entry = await t.db.execute<{ id: number; id_session: number | null; id_user: number }>(sql`
    select id, id_session, id_user from audit_log where entity = 'currency' and after ->> 'code' = ${code}`);
  return entry.rows[0] as { id: number; id_session: number | null; id_user: number };
}

const refusal = (statement: ReturnType<typeof sql>) =>
  t.db.execute(statement).then(
    () => 'aceptado',
    (error: Error) => String((error as { cause?: Error }).cause?.message ?? error.message),
  );

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
