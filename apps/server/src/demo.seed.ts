import {
  budgetPeriodResource,
  clientResource,
  companyResource,
  DEFAULT_TIME_ZONE,
  dateIn,
  MODULES,
  type ModuleCode,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { clientModule, notification } from './modules/common/index.ts';
import { appUser, generatePassword, hashPassword, userClient } from './modules/identity/index.ts';
import type { Db } from './platform/db/database.ts';
import { withTransaction } from './platform/db/transaction.ts';
import { tableOf } from './platform/resources/tables.ts';

export interface SeedResult {
  seeded: boolean;
  /** Set only when the admin password was generated here; printed once by the caller. */
  generatedPassword?: string;
}

const ALL_OPTIONAL = MODULES.filter((m) => !m.core).map((m) => m.code);

const DEMO_CLIENTS: {
  name: string;
  abbreviation: string;
  fiscal: string;
  address: string;
  modules: ModuleCode[];
  queuing: boolean;
}[] = [
  {
    name: 'Alcaldía del Municipio Demo',
    abbreviation: 'ALCDEMO',
    fiscal: 'G-20000001-1',
    address: 'Av. Bolívar, Palacio Municipal, Centro',
    modules: ALL_OPTIONAL,
    queuing: true,
  },
  {
    name: 'Contraloría Municipal Demo',
    abbreviation: 'CONTDEMO',
    fiscal: 'G-20000002-2',
    address: 'Calle Sucre, Edificio Contraloría, piso 2',
    modules: ['TES', 'PRE', 'NOM', 'SOP'],
    queuing: false,
  },
];

/**
 * Seeds the demo on an empty database, once: a company, two institutions with different modules,
 * a period for the current year in each, and the `admin` user (SA, both institutions; the support
 * desk from the first).
 */
export async function seedDemo(db: Db, adminPassword?: string): Promise<SeedResult> {
  const password = adminPassword ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const year = Number(dateIn(new Date(), DEFAULT_TIME_ZONE).slice(0, 4));
  return withTransaction(db, { idUser: null, idClient: null }, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.erario_seed'))`);
    const existing = await tx.execute(sql`select 1 from company limit 1`);
    if (existing.rows.length > 0) return { seeded: false };

    const company = tableOf(companyResource);
    const [companyRow] = await tx
      .insert(company)
      .values({ name: 'Erario Demo', rif: 'J-00000000-0' })
      .returning({ id: company.id });
    if (!companyRow) throw new Error('seed: company');
    const [admin] = await tx
      .insert(appUser)
      .values({ username: 'admin', name: 'Administrador del sistema', role: 'SA', passwordHash })
      .returning({ id: appUser.id });
    if (!admin) throw new Error('seed: admin');

    for (const demo of DEMO_CLIENTS) {
      const client = tableOf(clientResource);
      const [row] = await tx
        .insert(client)
        .values({
          idCompany: companyRow.id,
          clientName: demo.name,
          abbreviationName: demo.abbreviation,
          codeFiscalInformation: demo.fiscal,
          addressClient: demo.address,
          queuingSystemApplies: demo.queuing,
          timeZone: DEFAULT_TIME_ZONE,
        })
        .returning({ id: client.id });
      if (!row) throw new Error('seed: client');
      await tx
        .insert(clientModule)
        .values(demo.modules.map((moduleCode) => ({ idClient: row.id, moduleCode })));
      await tx.insert(tableOf(budgetPeriodResource)).values({
        idClient: row.id,
        description: String(year),
        startDate: `${year}-01-01`,
        endDate: `${year}-12-31`,
        reportFinalDate: `${year}-12-31`,
      });
      // The demo's administrator also works a cash box, so the revenue screens open ready to try,
      // and speaks for the support desk from the first institution, so its board shows every one's.
      await tx.insert(userClient).values({
        idUser: admin.id,
        idClient: row.id,
        isCashier: true,
        isSupervisorCashier: true,
        isSupport: demo === DEMO_CLIENTS[0],
      });
      await tx.insert(notification).values({
        idClient: row.id,
        message: `Bienvenido a Erario. El período ${year} de ${demo.name} está abierto.`,
      });
    }
    return { seeded: true, generatedPassword: adminPassword ? undefined : password };
  });
}
