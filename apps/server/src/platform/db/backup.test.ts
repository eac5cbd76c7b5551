import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStructure, documentTypeIds, periodOf, postThroughApi } from '../../test/budget-fixtures.ts';
import { bearer } from '../../test/harness.ts';
import { testSuite } from '../../test/suite.ts';
import { emptyDatabase } from '../../test/template.ts';
import { backup, restore } from './backup.ts';

/**
 * `npm run backup` and `npm run restore` (issue 44): a live system's backup, restored into a new
 * database, answers the same reports and verifies the same documents. On PostgreSQL (pg_dump and
 * pg_restore) in the integration phase; on the embedded database, its folder's tarball, here.
 */
let folder: string;
let idPeriod: number;
let verifyId: string;
const drops: (() => Promise<void>)[] = [];
// Registered before the suite's own, so run after it (hooks run in reverse): once the restored
// server is closed, its database is dropped and the folder removed.
afterAll(async () => {
  for (const drop of drops) await drop();
  await rm(folder, { recursive: true, force: true });
});
const t = testSuite();

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'erario-respaldo-'));
  const idClient = t.clients[0];
  idPeriod = await periodOf(t.db, idClient);
  const [account] = await buildStructure(t.db, idClient, idPeriod, [
    { code: '4.02.01.01.00', initial: '800.00' },
  ]);
  const types = await documentTypeIds(t.db);
  const idFundingSource = await t.api.master('finance/fundingSource', {
    code: '02',
    name: 'Situado constitucional',
    active: true,
  });
  const posted = await postThroughApi(t.app, t.admin, {
    idPeriod,
    idDocumentType: types.get(3),
    dateOrder: t.today(),
    description: 'Crédito adicional antes del respaldo',
    idFundingSource,
    lines: [{ idBudgetAccount: account, amount: '125.50' }],
  });
  verifyId = (
    await t.app.inject({
      method: 'GET',
      url: `/api/budget/processQuery/document/${posted.id}`,
      headers: bearer(t.admin),
    })
  ).json().data.verifyId;
});

/** What an auditor compares: the execution report and the public verification of the document. */
async function books(app: FastifyInstance) {
  const report = await app.inject({
    method: 'GET',
    url: `/api/reports/budget/por-cuentas?idPeriod=${idPeriod}&size=100`,
    headers: bearer(t.admin),
  });
  expect(report.statusCode, report.body).toBe(200);
  const verified = await app.inject({ method: 'GET', url: `/api/online/document/verify/${verifyId}` });
  expect(verified.statusCode, verified.body).toBe(200);
  return { report: report.json().data, verified: verified.json().data };
}

describe('a backup restored into a new database', () => {
  it('answers the same reports and verifies the same documents', async () => {
    const before = await books(t.app);
    expect(before.report.totals.modified).toBe('125.50');
    const file = join(folder, 'respaldo');
    let restored: FastifyInstance;
    if (t.kind === 'postgres') {
      // The live database, its server still answering, dumped and restored into an empty one.
      await backup({ databaseUrl: t.databaseUrl, dataDir: '' }, file);
      const target = await emptyDatabase(process.env.DATABASE_URL as string);
      drops.push(target.drop);
      await restore({ databaseUrl: target.url, dataDir: '' }, file);
      restored = await t.serverOn({ url: target.url });
      // Into a database that already holds one, never: two books would mix.
      await expect(restore({ databaseUrl: target.url, dataDir: '' }, file)).rejects.toThrow(
        'La base de datos de destino ya tiene datos de Erario: restaure en una base vacía.',
      );
    } else {
      // The embedded database's folder: this one's tarball as a folder, backed up from that folder
      // and restored into another.
      const first = join(folder, 'primera');
      const dumped = await t.dump?.();
      if (!dumped) throw new Error('la base embebida no se volcó');
      await writeFile(`${file}.origen`, Buffer.from(await dumped.arrayBuffer()));
      await restore({ dataDir: first }, `${file}.origen`);
      await backup({ dataDir: first }, file);
      const second = join(folder, 'segunda');
      await restore({ dataDir: second }, file);
      restored = await t.serverOn({ dataDir: second });
      await expect(restore({ dataDir: second }, file)).rejects.toThrow(
        `La carpeta ${second} no está vacía: restaure en una carpeta nueva.`,
      );
    }
    expect(await books(restored)).toEqual(before);
  });
});
