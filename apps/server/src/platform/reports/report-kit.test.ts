import { defineReport, param } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bearer, createUser, signIn } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf.ts';
import { testSuite } from '../../test/suite.ts';
import type { ServerModule } from '../module.ts';
import { reportSource } from './report.service.ts';

/**
 * A report nobody hand-wrote plumbing for: cash sales by kind, declared only here (parameters,
 * columns, SQL over its own table), and served, checked, headed, paged and exported by the kit.
 */
const sales = defineReport({
  screen: 'PRE-REP-07',
  group: 'kit',
  slug: 'ventas',
  title: 'Ventas de caja',
  params: [
    param.dateRange({ required: true }),
    param.choice(
      'kind',
      'Tipo',
      [
        { value: 'A', label: 'Contado' },
        { value: 'B', label: 'Crédito' },
      ],
      'A',
    ),
    param.master('idBeneficiary', 'Beneficiario', 'beneficiary'),
    param.codePrefix('code', 'Código', '4.02', (prefix) => `códigos ${prefix}…`),
  ],
  columns: [
    { key: 'code', label: 'Código', kind: 'text' },
    { key: 'dateSale', label: 'Fecha', kind: 'date' },
    { key: 'amount', label: 'Monto', kind: 'money', total: true },
  ],
});

const KIT_MODULE: ServerModule = {
  name: 'report-kit-test',
  reports: [
    reportSource(sales, {
      // The query is typed by the parameters: q.kind is 'A' | 'B', q.idBeneficiary a number or absent.
      select: (idClient, q) => sql`
        select code, date_sale as "dateSale", amount, id as "__id"
          from kit_sale
         where id_client = ${idClient} and id_period = ${q.idPeriod} and kind = ${q.kind}
           and date_sale between ${q.from ?? '0001-01-01'} and ${q.to ?? '9999-12-31'}
           ${q.idBeneficiary ? sql`and id_beneficiary = ${q.idBeneficiary}` : sql``}
           ${q.code ? sql`and code like ${`${q.code}%`}` : sql``}`,
      order: sql`r."dateSale", r."__id"`,
    }),
  ],
};

const t = testSuite({
  extraModules: [KIT_MODULE],
  async beforeStart(db) {
    await db.execute(sql`
      create table kit_sale (
        id integer generated always as identity primary key,
        id_client integer not null, id_period integer not null, id_beneficiary integer,
        kind text not null, code text not null, date_sale date not null,
        amount numeric(18, 2) not null)`);
  },
});
/** The SA's token: signed in again where a test changes what its session says. */
let admin: string;
let idPeriod: number;
let otherPeriod: number;
let idBeneficiary: number;
let otherBeneficiary: number;
const year = new Date().getFullYear();

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const range = `from=${year}-01-01&to=${year}-12-31`;

beforeAll(async () => {
  admin = t.admin;
  const [a, b] = t.clients as [number, number];
  const periodOf = async (idClient: number) => (await t.currentPeriod(idClient)).id;
  idPeriod = await periodOf(a);
  otherPeriod = await periodOf(b);
  const beneficiary = async (idClient: number, code: string, name: string) =>
    (
      await t.db.execute<{ id: number }>(
        sql`insert into beneficiary (id_client, code, name, active) values (${idClient}, ${code}, ${name}, true) returning id`,
      )
    ).rows[0]?.id as number;
  idBeneficiary = await beneficiary(a, 'J-40000001-1', 'Papelería Central');
  otherBeneficiary = await beneficiary(b, 'J-40000002-2', 'Ajena, C.A.');
  await t.db.execute(sql`
    insert into kit_sale (id_client, id_period, id_beneficiary, kind, code, date_sale, amount) values
      (${a}, ${idPeriod}, ${idBeneficiary}, 'A', '4.02.01', ${`${year}-01-10`}, 100.10),
      (${a}, ${idPeriod}, null, 'A', '4.02.05', ${`${year}-02-10`}, 0.20),
      (${a}, ${idPeriod}, ${idBeneficiary}, 'A', '4.03.01', ${`${year}-03-10`}, 999999999999.99),
      (${a}, ${idPeriod}, null, 'B', '4.02.01', ${`${year}-03-11`}, 7.00),
      (${b}, ${otherPeriod}, ${otherBeneficiary}, 'A', '4.02.01', ${`${year}-01-10`}, 5.00)`);
});

describe('a report declared only here, on the report kit', () => {
  it('answers its rows in order, a page at a time, with exact totals over every row', async () => {
    const first = await get(`/api/reports/kit/ventas?idPeriod=${idPeriod}&${range}&size=2`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      title: 'Ventas de caja',
      subtitle: expect.stringMatching(
        new RegExp(`^Período .+ · del 01/01/${year} al 31/12/${year} · Contado$`),
      ),
      rows: [
        { code: '4.02.01', dateSale: `${year}-01-10`, amount: '100.10' },
        { code: '4.02.05', dateSale: `${year}-02-10`, amount: '0.20' },
      ],
      totals: { amount: '1000000000100.29' },
      total: 3,
      page: 0,
      size: 2,
    });
    const second = await get(`/api/reports/kit/ventas?idPeriod=${idPeriod}&${range}&size=2&page=1`);
    expect(second.json().data.rows).toEqual([
      { code: '4.03.01', dateSale: `${year}-03-10`, amount: '999999999999.99' },
    ]);
  });

  it('applies each parameter and says so in the heading, naming the picked row of the master', async () => {
    const filtered = await get(
      `/api/reports/kit/ventas?idPeriod=${idPeriod}&${range}&kind=A&idBeneficiary=${idBeneficiary}&code=4.02`,
    );
    expect(filtered.json().data).toMatchObject({
      subtitle: expect.stringMatching(/ · Contado · Papelería Central · códigos 4\.02…$/),
      totals: { amount: '100.10' },
      total: 1,
    });
    const credit = await get(`/api/reports/kit/ventas?idPeriod=${idPeriod}&${range}&kind=B`);
    expect(credit.json().data).toMatchObject({ totals: { amount: '7.00' }, total: 1 });

    // Another institution's beneficiary is not found, as on every route: not an empty report.
    const foreign = await get(
      `/api/reports/kit/ventas?idPeriod=${idPeriod}&${range}&idBeneficiary=${otherBeneficiary}`,
    );
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'Beneficiario no encontrado']);
  });

  it('refuses what its parameters do not allow, in Spanish, and another institution’s period', async () => {
    const missing = await get(`/api/reports/kit/ventas?idPeriod=${idPeriod}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Faltan filtros del reporte',
      fields: [{ field: 'from', message: 'Indique el rango de fechas' }],
    });
    const badChoice = await get(`/api/reports/kit/ventas?idPeriod=${idPeriod}&${range}&kind=Z`);
    expect(badChoice.statusCode).toBe(400);
    expect(badChoice.json().fields).toEqual([
      { field: 'kind', message: 'Tipo: elija una opción de la lista' },
    ]);
    const badCode = await get(`/api/reports/kit/ventas?idPeriod=${idPeriod}&${range}&code=abc`);
    expect(badCode.json().fields).toEqual([
      { field: 'code', message: 'Use dígitos y puntos, por ejemplo 4.02' },
    ]);
    const backwards = await get(
      `/api/reports/kit/ventas?idPeriod=${idPeriod}&from=${year}-05-01&to=${year}-04-01`,
    );
    expect(backwards.json().fields).toEqual([
      { field: 'to', message: 'La fecha final no puede ser anterior a la inicial' },
    ]);
    const foreign = await get(`/api/reports/kit/ventas?idPeriod=${otherPeriod}&${range}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('El período no existe en esta institución.');
  });

  it('exports the same rows and totals as PDF and XLSX', async () => {
    const pdf = await get(`/api/reports/kit/ventas/pdf?idPeriod=${idPeriod}&${range}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="ventas.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const xlsx = await get(`/api/reports/kit/ventas/xlsx?idPeriod=${idPeriod}&${range}`);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="ventas.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values = (book.worksheets[0]?.getSheetValues() ?? []).flat().map((v) => String(v));
    expect(values).toEqual(expect.arrayContaining(['Ventas de caja', '4.03.01', `10/03/${year}`, 'Totales']));
  });

  it('prints the time on the institution’s clock: 23:30 in Caracas, 22:30 in Bogotá, at one instant', async () => {
    const [a] = t.clients as [number, number];
    const printedOn = async () => {
      const pdf = await get(`/api/reports/kit/ventas/pdf?idPeriod=${idPeriod}&${range}`);
      expect(pdf.statusCode).toBe(200);
      return /impreso el (\S+ \S+)/.exec(pdfText(pdf.rawPayload))?.[1];
    };
    // The last day of October at 23:30 in Caracas is already 1 November at 03:30 UTC.
    t.clock.set('2026-11-01T03:30:00Z');
    try {
      expect(await printedOn()).toBe('31/10/2026 23:30');
      // The same instant, for an institution on Bogotá's clock (its sessions say so once renewed).
      await t.db.execute(sql`update client set time_zone = 'America/Bogota' where id = ${a}`);
      admin = (await signIn(t.app, 'admin', ADMIN_PASSWORD)).token;
      expect(await printedOn()).toBe('31/10/2026 22:30');
    } finally {
      t.clock.reset();
      await t.db.execute(sql`update client set time_zone = 'America/Caracas' where id = ${a}`);
      admin = (await signIn(t.app, 'admin', ADMIN_PASSWORD)).token;
    }
  });

  it('opens to its screen only, and lets that screen pick the master its parameter names', async () => {
    const a = t.clients[0] as number;
    await createUser(t.db, { username: 'ventas', memberships: [{ idClient: a, screens: ['PRE-REP-07'] }] });
    await createUser(t.db, { username: 'otro', memberships: [{ idClient: a, screens: ['PRE-REP-01'] }] });
    const reader = (await signIn(t.app, 'ventas', 'Clave-Prueba-1')).token;
    const other = (await signIn(t.app, 'otro', 'Clave-Prueba-1')).token;

    expect((await get(`/api/reports/kit/ventas?idPeriod=${idPeriod}&${range}`, reader)).statusCode).toBe(200);
    expect((await get(`/api/reports/kit/ventas?idPeriod=${idPeriod}&${range}`, other)).statusCode).toBe(403);
    expect((await get(`/api/reports/kit/ventas/xlsx?idPeriod=${idPeriod}&${range}`, other)).statusCode).toBe(
      403,
    );

    const options = await get('/api/finance/beneficiary/options?search=Papel', reader);
    expect(options.statusCode).toBe(200);
    expect(options.json().data).toEqual([
      { id: idBeneficiary, label: 'Papelería Central', detail: 'J-40000001-1' },
    ]);
    expect((await get('/api/finance/beneficiary/options', other)).statusCode).toBe(403);
  });

  it('lays out a 5,000-row PDF (the export limit) on a pool thread while /api/health answers every time within 200 ms', async () => {
    await t.db.execute(sql`
      insert into kit_sale (id_client, id_period, kind, code, date_sale, amount)
      select ${t.clients[0] as number}, ${idPeriod}, 'B', '4.02.' || lpad(g::text, 4, '0'), ${`${year}-06-01`}::date, g + 0.45
        from generate_series(1, 4999) g`);
    let done = false;
    const heavy = get(`/api/reports/kit/ventas/pdf?idPeriod=${idPeriod}&${range}&kind=B`).finally(() => {
      done = true;
    });
    const waits: number[] = [];
    while (!done) {
      const asked = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      waits.push(performance.now() - asked);
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const pdf = await heavy;
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.length).toBeGreaterThan(200_000);
    // The layout takes seconds: the health was asked many times meanwhile, and never waited for it.
    expect(waits.length).toBeGreaterThan(10);
    expect(Math.max(...waits)).toBeLessThan(200);
  });
});
