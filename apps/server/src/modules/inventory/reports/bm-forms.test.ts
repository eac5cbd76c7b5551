import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { created, inventoryBase } from '../../../test/inventory-fixtures.ts';
import { testSuite } from '../../../test/suite.ts';
import { bmPaper } from './inventory-reports.sql.ts';

/**
 * The BM forms over one month of movements: each form's rows, and their totals agreeing with each
 * other (BM-4's incorporations are BM-2's, its missing assets BM-3's, its closing BM-1's), for the
 * institution and for one work unit.
 */
const t = testSuite();
let idPeriod: number;
let start: string;
const { api } = t;
const ids: Record<string, number> = {};
const id = (key: string) => ids[key] as number;

beforeAll(async () => {
  ({ idPeriod, start, office: ids.U1, store: ids.U2 } = await inventoryBase(t));
  const types = await t.db.execute<{ id: number; code: string }>(
    sql`select id, code from asset_movement_type where code in ('01', '03', '56', '60')`,
  );
  for (const r of types.rows) ids[`t${r.code}`] = r.id;
  const sub = await t.db.execute<{ id: number; code: string }>(sql`
    select s.id, s.code from asset_subgroup s join asset_group g on g.id = s.id_group
     where g.code = '2' and s.code in ('01', '04')`);
  for (const r of sub.rows) ids[`s${r.code}`] = r.id;
});

const newAsset = async (value: string, idSubgroup: number, description: string) =>
  (
    await created(t, 'asset', {
      idSubgroup,
      description,
      acquiredOn: start,
      value,
      idWorkUnit: ids.U1,
      condition: 'good',
    })
  ).id;

async function posted(body: Record<string, unknown>, date: string) {
  const { id } = await created(t, 'assetMovement', {
    idPeriod,
    movementDate: date,
    description: 'Prueba',
    ...body,
  });
  const res = await api.call('POST', `/api/inventory/assetMovement/post/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

const assetNumbered = async (number: string) =>
  (
    await t.db.execute<{ id: number }>(
      sql`select id from asset where id_client = ${t.clients[0]} and number = ${number}`,
    )
  ).rows[0]?.id as number;

const day = (n: number) => {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

async function form(slug: string, extra = '') {
  const res = await api.call('GET', `/api/reports/inventory/${slug}?idPeriod=${idPeriod}&size=500${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    rows: Record<string, unknown>[];
    totals: Record<string, string>;
    total: number;
  };
}

describe('the BM forms', () => {
  beforeAll(async () => {
    // January: the initial inventory of three assets; February: a purchase, a transfer, a sale
    // (inservibilidad) and a missing one.
    const desk = await newAsset('1000.00', id('s01'), 'Escritorio');
    const chair = await newAsset('250.25', id('s01'), 'Silla');
    const truck = await newAsset('45000.00', id('s04'), 'Camioneta');
    await posted({ idKind: 1, idMovementType: ids.t01, assets: [desk, chair, truck] }, day(0));
    const laptop = await newAsset('3200.10', id('s01'), 'Computador portátil');
    await posted({ idKind: 1, idMovementType: ids.t03, assets: [laptop] }, day(35));
    await posted({ idKind: 3, idWorkUnitTo: ids.U2, assets: [chair] }, day(36));
    await posted({ idKind: 2, idMovementType: ids.t56, assets: [desk] }, day(37));
    await posted({ idKind: 2, idMovementType: ids.t60, assets: [laptop] }, day(38));
  });

  it('BM-4 of the period: opening plus incorporations minus disincorporations and missing is the closing, per subgroup', async () => {
    const bm4 = await form('bm-4');
    for (const r of bm4.rows) {
      const closing = new Decimal(String(r.opening))
        .plus(String(r.incorporations))
        .minus(String(r.disincorporations))
        .minus(String(r.missing));
      expect(closing.toFixed(2)).toBe(new Decimal(String(r.closing)).toFixed(2));
    }
    // Institution-wide, the transfer between two of its own units moves nothing: 46.250,25 + 3.200,10
    // in; the desk's 1.000,00 out; the laptop missing.
    expect(bm4.totals).toMatchObject({
      opening: '0.00',
      incorporations: '49450.35',
      disincorporations: '1000.00',
      missing: '3200.10',
      closing: '45250.25',
    });
    // Per unit it is both: 51 out of the Despacho and 02 into the Almacén.
    expect((await form('bm-4', `&idWorkUnit=${ids.U1}`)).totals).toMatchObject({
      incorporations: '49450.35',
      disincorporations: '1250.25',
    });
    expect((await form('bm-4', `&idWorkUnit=${ids.U2}`)).totals).toMatchObject({
      incorporations: '250.25',
      disincorporations: '0.00',
    });
    const bm2 = await form('bm-2');
    expect(bm2.rows.map((r) => String(r.concept).slice(0, 2))).not.toContain('02');
  });

  it('agree with each other: BM-2 moves what BM-4 sums, BM-3 lists its missing, BM-1 holds its closing', async () => {
    for (const unit of ['', `&idWorkUnit=${ids.U1}`, `&idWorkUnit=${ids.U2}`]) {
      const [bm1, bm2, bm3, bm4] = await Promise.all([
        form('bm-1', unit),
        form('bm-2', unit),
        form('bm-3', unit),
        form('bm-4', unit),
      ]);
      expect(bm2.totals.incorporations ?? '0.00').toBe(bm4.totals.incorporations);
      expect(new Decimal(bm2.totals.disincorporations ?? 0).toFixed(2)).toBe(
        new Decimal(bm4.totals.disincorporations ?? 0).plus(bm4.totals.missing ?? 0).toFixed(2),
      );
      expect(new Decimal(bm3.totals.value ?? 0).toFixed(2)).toBe(
        new Decimal(bm4.totals.missing ?? 0).toFixed(2),
      );
      expect(new Decimal(bm1.totals.value ?? 0).toFixed(2)).toBe(
        new Decimal(bm4.totals.closing ?? 0).toFixed(2),
      );
    }
  });

  it('BM-1 at the end of January holds the three initial assets in the Despacho; at the period end, what is left where it is', async () => {
    const month = Number(start.slice(5, 7));
    const january = await form('bm-1', `&month=${month}`);
    expect(january.rows.map((r) => [r.number, r.unit])).toEqual([
      ['000001', 'Despacho'],
      ['000002', 'Despacho'],
      ['000003', 'Despacho'],
    ]);
    expect(january.totals.value).toBe('46250.25');
    const now = await form('bm-1');
    expect(now.rows.map((r) => [r.description, r.unit, r.classification])).toEqual([
      ['Silla', 'Almacén', '2-01'],
      ['Camioneta', 'Despacho', '2-04'],
    ]);
  });

  it('BM-2 of the Almacén shows the transfer in as 02, BM-3 the missing laptop', async () => {
    const bm2 = await form('bm-2', `&idWorkUnit=${ids.U2}`);
    expect(bm2.rows).toHaveLength(1);
    expect(bm2.rows[0]).toMatchObject({ concept: '02 Incorporación por traspaso', incorporations: '250.25' });
    const bm3 = await form('bm-3');
    expect(bm3.rows.map((r) => [r.description, r.value])).toEqual([['Computador portátil', '3200.10']]);
  });

  it('undo an annulled movement in every form: the reversal nets it out', async () => {
    const before = await form('bm-4');
    const lamp = await newAsset('80.00', id('s01'), 'Lámpara');
    const inc = await posted({ idKind: 1, idMovementType: ids.t03, assets: [lamp] }, day(40));
    const annulled = await api.call('POST', `/api/inventory/assetMovement/annul/${inc}`, {
      reason: 'Cargado por error',
    });
    expect(annulled.statusCode, annulled.body).toBe(200);
    const after = await form('bm-4');
    expect(after.totals.closing).toBe(before.totals.closing);
    const bm1 = await form('bm-1');
    expect(bm1.rows.some((r) => r.description === 'Lámpara')).toBe(false);
    // Publicación 21 corrects with positive amounts: the incorporation is taken back by 66.
    const lines = (await form('bm-2')).rows.filter((r) => r.description === 'Lámpara');
    expect(lines.map((r) => [r.concept, r.incorporations, r.disincorporations])).toEqual([
      ['03 Compras', '80.00', '0.00'],
      ['66 Corrección de incorporaciones', '0.00', '80.00'],
    ]);
  });

  it('corrects an annulled transfer with 17 and 66, never a negative amount, and names each reversal once', async () => {
    const truckMoved = await posted(
      { idKind: 3, idWorkUnitTo: ids.U2, assets: [await assetNumbered('000003')] },
      day(41),
    );
    const annulled = await api.call('POST', `/api/inventory/assetMovement/annul/${truckMoved}`, {
      reason: 'Traspaso equivocado',
    });
    expect(annulled.statusCode, annulled.body).toBe(200);
    const truck = (r: Record<string, unknown>) => r.description === 'Camioneta';
    const office = (await form('bm-2', `&idWorkUnit=${ids.U1}`)).rows.filter(truck);
    expect(office.slice(-2).map((r) => [r.concept, r.incorporations, r.disincorporations])).toEqual([
      ['51 Desincorporación por traspaso', '0.00', '45000.00'],
      ['17 Corrección de desincorporaciones', '45000.00', '0.00'],
    ]);
    const store = (await form('bm-2', `&idWorkUnit=${ids.U2}`)).rows.filter(truck);
    expect(store.map((r) => [r.concept, r.incorporations, r.disincorporations])).toEqual([
      ['02 Incorporación por traspaso', '45000.00', '0.00'],
      ['66 Corrección de incorporaciones', '0.00', '45000.00'],
    ]);
    // Institution-wide the transfer and its correction move nothing.
    expect((await form('bm-2')).rows.filter(truck)).toHaveLength(1);
    for (const slug of ['bm-2', 'bm-4'])
      for (const unit of ['', `&idWorkUnit=${ids.U1}`, `&idWorkUnit=${ids.U2}`])
        for (const r of (await form(slug, unit)).rows)
          for (const column of ['incorporations', 'disincorporations', 'missing'])
            expect(new Decimal(String(r[column] ?? 0)).isNegative(), `${slug}${unit} ${column}`).toBe(false);
    // The two reversals (an incorporation's and a transfer's, each the first of its kind this period)
    // print different references.
    const reversals = await t.db.execute<{ number_text: string }>(
      sql`select number_text from asset_movement where id_reverses is not null order by id`,
    );
    const printed = reversals.rows.map((r) => r.number_text);
    expect(printed).toHaveLength(2);
    expect(new Set(printed).size).toBe(2);
    expect(printed[1]).toMatch(/^ANUL\. TRA-\d+$/);
  });

  it('depreciate in a straight line by the useful life of each subgroup, and name the subgroups that have none', async () => {
    const month = Number(start.slice(5, 7));
    // Without useful lives nothing is depreciated, and the screen says which subgroups lack one.
    const none = await api.call('GET', `/api/reports/inventory/depreciacion?idPeriod=${idPeriod}&size=50`);
    expect(none.json().data.rows).toEqual([]);
    expect(none.json().data.notices.at(-1)).toEqual({
      message: expect.stringMatching(/^Sin vida útil, no se deprecian los bienes de: 2-01 .*; 2-04 /),
      screen: 'INV-SGR-01',
    });
    await t.db.execute(sql`update asset_subgroup set useful_life = 10 where id = ${id('s01')}`);
    try {
      // At the end of the month after the purchase: the chair (250,25, acquired on the period's first
      // day) one month of 120: 250,25 / 120 = 2,09 (2,0854…); the truck's subgroup still has no life.
      const next = await form('depreciacion', `&month=${month + 1}`);
      const chair = next.rows.filter((r) => r.description === 'Silla');
      expect(chair.map((r) => [r.value, r.monthly, r.months, r.accumulated, r.net])).toEqual([
        ['250.25', '2.09', '1', '2.09', '248.16'],
      ]);
      expect(next.rows.some((r) => r.description === 'Camioneta')).toBe(false);
      // The whole period, to its last month: the months since the purchase, once rounded.
      const { months } = (
        await t.db.execute<{ months: number }>(sql`
          select (extract(year from end_date) * 12 + extract(month from end_date)
                  - extract(year from start_date) * 12 - extract(month from start_date))::int as months
            from period where id = ${idPeriod}`)
      ).rows[0] as { months: number };
      const year = await form('depreciacion');
      const accumulated = new Decimal('250.25')
        .times(months)
        .div(120)
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      expect(year.rows.find((r) => r.description === 'Silla')).toMatchObject({
        months: String(months),
        accumulated: accumulated.toFixed(2),
        net: new Decimal('250.25').minus(accumulated).toFixed(2),
      });
      expect(year.totals.accumulated).toBe(
        year.rows.reduce((sum, r) => sum.plus(String(r.accumulated)), new Decimal(0)).toFixed(2),
      );
    } finally {
      await t.db.execute(sql`update asset_subgroup set useful_life = null where id = ${id('s01')}`);
    }
  });

  it("print the reference in force on their last day: last month keeps last month's signatures", async () => {
    const reference = (validFrom: string, responsibleName: string) =>
      api.master('inventory/bmReference', {
        validFrom,
        state: 'Mérida',
        municipality: 'Libertador',
        administeringUnit: 'Alcaldía del Municipio Libertador',
        responsibleName,
        responsibleId: 'V-10200300',
        responsiblePosition: 'Director de Administración',
        preparedBy: 'Jefe de Bienes',
      });
    // Without one, the screen says the paper lacks its heading and where to record it.
    const bare = await api.call('GET', `/api/reports/inventory/bm-1?idPeriod=${idPeriod}&size=5`);
    expect(bare.json().data.notices).toEqual([
      {
        message: expect.stringMatching(
          /^Falta la referencia de los formularios BM vigente al \d\d\/\d\d\/\d{4}: el formulario sale sin el encabezado oficial/,
        ),
        screen: 'INV-REF-01',
      },
    ]);
    await reference(start, 'Pedro Páez');
    await reference(day(31), 'Luisa Mora');
    const headed = await api.call('GET', `/api/reports/inventory/bm-1?idPeriod=${idPeriod}&size=5`);
    expect(headed.json().data.notices).toBeUndefined();
    const month = Number(start.slice(5, 7));
    const january = await bmPaper(t.db, t.clients[0], { idPeriod, month, idWorkUnit: id('U1') });
    expect(january.heading).toEqual([
      'Estado Mérida · Municipio Libertador',
      'Unidad administradora: Alcaldía del Municipio Libertador',
      'Unidad de trabajo: Despacho',
    ]);
    expect(january.signatures).toContainEqual([
      'Responsable patrimonial',
      'Pedro Páez',
      'C.I. V-10200300',
      'Director de Administración',
    ]);
    const year = await bmPaper(t.db, t.clients[0], { idPeriod });
    expect(year.signatures[0]?.[1]).toBe('Luisa Mora');
    const pdf = await api.call('GET', `/api/reports/inventory/bm-4/pdf?idPeriod=${idPeriod}&month=${month}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await api.call('GET', `/api/reports/inventory/bm-1/xlsx?idPeriod=${idPeriod}`);
    expect(xlsx.statusCode).toBe(200);
  });
});
