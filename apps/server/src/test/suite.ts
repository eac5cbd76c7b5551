import type { SessionUser } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { ADMIN_PASSWORD, apiOf, createUser, signIn, startTestApp, type TestApp } from './harness.ts';

/**
 * A test file's server, as most files start: `startTestApp` before its tests (with the seeded SA
 * signed in, unless `signInAdmin` is false), closed after them. Its fields are filled in when it
 * starts (in the first `beforeAll`), so a file reads them inside its hooks and tests.
 */
export interface Suite extends TestApp {
  /** The seeded SA's token. */
  admin: string;
  /** The SA's session user: the institution and the period it signed in to. */
  adminUser: SessionUser;
  /** The app as the SA (apiOf): `call` any route, `master` creates a master's row. */
  api: ReturnType<typeof apiOf>;
  /** Signs a user in (with the test users' password unless told): their token. */
  signInAs(username: string, password?: string): Promise<string>;
  /** Creates a user (createUser) and signs them in: their token. */
  newUser(user: Parameters<typeof createUser>[1]): Promise<string>;
  /** The rows a query answers. */
  rows<T>(query: SQL): Promise<T[]>;
  /** The institution's period that holds today on the server's clock: its id, its first day, today. */
  currentPeriod(idClient: number): Promise<{ id: number; start: string; today: string }>;
}

export function testSuite(
  options: Parameters<typeof startTestApp>[0] & { signInAdmin?: boolean } = {},
): Suite {
  const { signInAdmin = true, ...appOptions } = options;
  const suite = {
    api: apiOf(
      () => suite.app,
      () => suite.admin,
    ),
    signInAs: async (username: string, password = 'Clave-Prueba-1') =>
      (await signIn(suite.app, username, password)).token,
    async newUser(user: Parameters<typeof createUser>[1]) {
      await createUser(suite.db, user);
      return suite.signInAs(user.username, user.password);
    },
    async rows<T>(query: SQL) {
      return (await suite.db.execute<T & Record<string, unknown>>(query)).rows as T[];
    },
    async currentPeriod(idClient: number) {
      const found = await suite.db.execute<{ id: number; start: string; today: string }>(sql`
        select id, to_char(start_date, 'YYYY-MM-DD') as start, ${suite.today()}::text as today
          from period where id_client = ${idClient} and ${suite.today()}::date between start_date and end_date
         order by id limit 1`);
      const period = found.rows[0];
      if (!period) throw new Error('el cliente no tiene período para hoy');
      return period;
    },
  } as Suite;
  beforeAll(async () => {
    Object.assign(suite, await startTestApp(appOptions));
    if (!signInAdmin) return;
    const signed = await signIn(suite.app, 'admin', ADMIN_PASSWORD);
    suite.admin = signed.token;
    suite.adminUser = signed.user;
  });
  afterAll(() => suite.close?.());
  return suite;
}
