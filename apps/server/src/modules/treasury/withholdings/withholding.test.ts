import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BudgetTest, startBudgetTest } from '../../../test/budget-fixtures.ts';
import { writesSoFar } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf.ts';
import { fundedAccount } from '../../../test/treasury-fixtures.ts';

/**
 * The withholding payment process (issue: treasury, "Withholding payment process"): what the bills
 * of posted documents withhold enters a register with its receipt number; a payment pays one tax's
 * withholdings over to the collecting body through a non-budget order, its egress voucher and the
 * bank movement, once only; the IVA and ISLR declarations come out in the tax authority's layouts.
 */
let b: BudgetTest;
let account: { id: number; accountNumber: string };
let seniat: number;
let agentRif: string;
const year = new Date().getFullYear();
const day = (md: string) => `${year}-${md}`;

beforeAll(async () => {
  b = await startBudgetTest([{ code: '4.02.01.01.00', initial: '1000000.00' }]);
  account = await fundedAccount(b.t.db, b.idClient, b.idPeriod, '5000.00');
  // Every institution has the SENIAT from its start (collecting-bodies.ts).
  const seeded = await b.t.db.execute<{ id: number }>(
    sql`select id from beneficiary where id_client = ${b.idClient} and code = 'G-20000303-0'`,
  );
  seniat = seeded.rows[0]?.id as number;
  expect(seniat).toBeGreaterThan(0);
  const client = await b.t.db.execute<{ rif: string }>(
    sql`select code_fiscal_information as rif from client where id = ${b.idClient}`,
  );
  agentRif = (client.rows[0]?.rif ?? '').replace(/-/g, '');
});
afterAll(() => b.t.close());

/** A bill of 1.000,00 + 16 % IVA with 75 % of the IVA, 2 % ISLR (concept 002) and the 1×1000 withheld. */
const bill = (number: string, date: string, more: Record<string, unknown> = {}) => ({
  dateBill: date,
  control: `00-${number}`,
  number,
  amountTaxed: '0.00',
  amountWithoutTaxIva: '1000.00',
  amountTaxIva: '160.00',
  amountBase: '1000.00',
  retentionIva: '120.00',
  ivaRate: '16.00',
  retentionIslr: '20.00',
  islrConcept: '002',
  islrRate: '2.00',
  retentionTimbre: '1.00',
  ...more,
});

/** A posted direct causación carrying `bills`. */
const caused = (date: string, bills: unknown[]) =>
  b.post(9, date, {
    description: 'Causación de servicios de mantenimiento',
    lines: [{ idBudgetAccount: b.accounts[0], amount: '1160.00' }],
    bills,
  });

async function register(idDocument: number) {
  const found = await b.t.db.execute<{
    id: number;
    kind: number;
    receipt: string;
    base: string;
    rate: string;
    amount: string;
    status: string;
  }>(sql`
    select id, id_kind as kind, receipt_number as receipt, base::text, round(rate, 2)::text as rate,
           amount::text, status
      from withholding where id_document = ${idDocument} order by id_kind`);
  return found.rows;
}

const paymentDraft = (withholdings: number[], more: Record<string, unknown> = {}) => ({
  idPeriod: b.idPeriod,
  idKind: 1,
  paymentDate: day('03-20'),
  idBeneficiary: seniat,
  description: 'Retenciones de IVA de la primera quincena de marzo',
  idBankAccount: account.id,
  method: 'transfer',
  reference: 'TR-IVA-0301',
  withholdings,
  ...more,
});

async function draftPayment(withholdings: number[], more: Record<string, unknown> = {}) {
  const res = await b.call(
    'POST',
    '/api/finance/withholdingPayment/create',
    paymentDraft(withholdings, more),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

const postPayment = (id: number) => b.call('POST', `/api/finance/withholdingPayment/post/${id}`);

async function bookBalance() {
  const found = await b.t.db.execute<{ movements: string }>(
    sql`select movements::text from bank_balance where id_bank_account = ${account.id}`,
  );
  return Number(found.rows[0]?.movements ?? '0');
}

describe('the register of withholdings', () => {
  it('enters each tax a posted bill withholds, with its receipt number by month', async () => {
    const march = await caused(day('03-05'), [bill('1001', day('03-04'))]);
    const rows = await register(march.id);
    const yyyymm = `${year}03`;
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 1,
        receipt: `${yyyymm}00000001`,
        base: '160.00',
        rate: '75.00',
        amount: '120.00',
      }),
      expect.objectContaining({
        kind: 2,
        receipt: `${yyyymm}00000001`,
        base: '1000.00',
        rate: '2.00',
        amount: '20.00',
      }),
      expect.objectContaining({
        kind: 3,
        receipt: `${yyyymm}00000001`,
        base: '1000.00',
        rate: '0.10',
        amount: '1.00',
      }),
    ]);
    expect(rows.every((r) => r.status === 'withheld')).toBe(true);
    // The next March receipt follows; April starts again at 1.
    const second = await caused(day('03-06'), [
      bill('1002', day('03-06'), { retentionIslr: '0.00', retentionTimbre: '0.00' }),
    ]);
    expect((await register(second.id)).map((r) => r.receipt)).toEqual([`${yyyymm}00000002`]);
    const april = await caused(day('04-02'), [
      bill('1003', day('04-01'), { retentionIslr: '0.00', retentionTimbre: '0.00' }),
    ]);
    expect((await register(april.id)).map((r) => r.receipt)).toEqual([`${year}0400000001`]);

    const listed = await b.call(
      'GET',
      `/api/finance/withholding/findByIdPeriod/${b.idPeriod}?idKind=1&size=50`,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toMatchObject({ total: 3, amount: '360.00' });
    expect(listed.json().data.rows[2]).toMatchObject({
      receiptNumber: `${yyyymm}00000001`,
      beneficiaryName: 'Obras Sucre, C.A.',
      billNumber: '1001',
      status: 'withheld',
    });
  });

  it('withholds a bill once: the same bill on a second document is refused and nothing is written', async () => {
    await caused(day('03-07'), [bill('2001', day('03-07'))]);
    const again = await b.call('POST', '/api/budget/document/create', {
      idPeriod: b.idPeriod,
      idDocumentType: b.types.get(9),
      dateOrder: day('03-08'),
      description: 'La misma factura otra vez',
      idBeneficiary: b.idBeneficiary,
      lines: [{ idBudgetAccount: b.accounts[0], amount: '1160.00' }],
      bills: [bill('2001', day('03-07'))],
    });
    const id = again.json().data.id as number;
    const before = await b.t.db.execute<{ n: number }>(sql`select count(*)::int as n from withholding`);
    const refused = await b.call('POST', `/api/budget/document/post/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields).toEqual([
      {
        field: 'bills.0.number',
        message:
          'La factura N.º 2001 (control 00-2001) ya tiene su retención de IVA en otro documento: una factura se retiene una sola vez',
      },
    ]);
    const after = await b.t.db.execute<{ n: number; status: string }>(sql`
      select (select count(*)::int from withholding) as n, status from budget_document where id = ${id}`);
    expect(after.rows[0]).toEqual({ n: before.rows[0]?.n, status: 'draft' });
  });

  it("withholds of each bill's IVA what the beneficiary's status says, and refuses another amount naming the right one", async () => {
    const supplier = async (code: string, ivaWithholding: string) => {
      const res = await b.call('POST', '/api/finance/beneficiary/create', {
        code,
        name: `Proveedor ${code}`,
        active: true,
        ivaWithholding,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: number; version: number };
    };
    const full = await supplier('J-40999888-1', '100');
    const none = await supplier('G-20000111-2', '0');
    const later = await supplier('J-40777666-5', '75');
    const draft = (idBeneficiary: number, number: string, retentionIva: string) =>
      b.call('POST', '/api/budget/document/create', {
        idPeriod: b.idPeriod,
        idDocumentType: b.types.get(9),
        dateOrder: day('03-10'),
        description: 'Servicio de mantenimiento',
        idBeneficiary,
        lines: [{ idBudgetAccount: b.accounts[0], amount: '1160.00' }],
        bills: [bill(number, day('03-10'), { retentionIva })],
      });
    const refusal = async (res: Awaited<ReturnType<typeof draft>>) => {
      expect(res.statusCode).toBe(400);
      return res.json().fields;
    };
    const before = await writesSoFar(b.t.db);
    expect(await refusal(await draft(b.idBeneficiary, '7001', '160.00'))).toEqual([
      {
        field: 'bills.0.retentionIva',
        message: 'La retención de IVA debe ser 120,00: el 75 % del IVA de 160,00, según el beneficiario',
      },
    ]);
    expect(await refusal(await draft(full.id, '7002', '120.00'))).toEqual([
      {
        field: 'bills.0.retentionIva',
        message: 'La retención de IVA debe ser 160,00: el 100 % del IVA de 160,00, según el beneficiario',
      },
    ]);
    expect(await refusal(await draft(none.id, '7003', '120.00'))).toEqual([
      {
        field: 'bills.0.retentionIva',
        message: 'A este beneficiario no se le retiene IVA: la retención debe ser 0,00',
      },
    ]);
    expect(await writesSoFar(b.t.db)).toBe(before);

    // The amounts the status asks are taken, and the register says the share withheld.
    const whole = await b.post(9, day('03-10'), {
      idBeneficiary: full.id,
      lines: [{ idBudgetAccount: b.accounts[0], amount: '1160.00' }],
      bills: [bill('7004', day('03-10'), { retentionIva: '160.00' })],
    });
    expect((await register(whole.id))[0]).toMatchObject({ kind: 1, rate: '100.00', amount: '160.00' });
    const untaxed = await b.post(9, day('03-10'), {
      idBeneficiary: none.id,
      lines: [{ idBudgetAccount: b.accounts[0], amount: '1160.00' }],
      bills: [bill('7005', day('03-10'), { retentionIva: '0.00' })],
    });
    expect((await register(untaxed.id)).map((r) => r.kind)).not.toContain(1);

    // A status changed after the draft was saved is the one posting checks.
    const saved = await draft(later.id, '7006', '120.00');
    expect(saved.statusCode, saved.body).toBe(200);
    const changed = await b.call('PUT', '/api/finance/beneficiary/update', {
      id: later.id,
      version: later.version,
      code: 'J-40777666-5',
      name: 'Proveedor J-40777666-5',
      active: true,
      ivaWithholding: '100',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const posted = await b.call('POST', `/api/budget/document/post/${saved.json().data.id}`);
    expect(await refusal(posted)).toEqual([
      {
        field: 'bills.0.retentionIva',
        message: 'La retención de IVA debe ser 160,00: el 100 % del IVA de 160,00, según el beneficiario',
      },
    ]);
  });

  it('annuls the withholdings with their document while they are not paid over', async () => {
    const doc = await caused(day('03-09'), [bill('3001', day('03-09'))]);
    const annulled = await b.call('POST', `/api/budget/document/annul/${doc.id}`, {
      reason: 'Factura mal cargada',
    });
    expect(annulled.statusCode, annulled.body).toBe(200);
    expect((await register(doc.id)).map((r) => r.status)).toEqual(['annulled', 'annulled', 'annulled']);
    // The bill may be withheld again on the right document.
    const redone = await caused(day('03-10'), [bill('3001', day('03-09'))]);
    expect(await register(redone.id)).toHaveLength(3);
  });
});

describe('paying withholdings over', () => {
  it('issues the payment order, its voucher and the transfer, marks the withholdings paid, and undoes all of it', async () => {
    const doc = await caused(day('03-11'), [bill('4001', day('03-11'))]);
    const [iva, islr] = await register(doc.id);
    const before = await bookBalance();
    const id = await draftPayment([iva?.id as number]);
    const posted = await postPayment(id);
    expect(posted.statusCode, posted.body).toBe(200);
    const p = posted.json().data.document;
    expect(p).toMatchObject({
      status: 'posted',
      numberText: '1',
      amount: '120.00',
      count: 1,
      method: 'transfer',
      reference: 'TR-IVA-0301',
    });
    expect(p.orderNumber).not.toBeNull();
    expect(p.voucherNumber).not.toBeNull();
    expect(p.withholdings).toEqual([
      expect.objectContaining({ id: iva?.id, status: 'paid', paymentNumber: '1' }),
    ]);

    // What it issued: a type 11 order to the SENIAT, the voucher that pays it, the transfer in the book.
    const issued = await b.t.db.execute<{
      code: number;
      status: string;
      amount: string;
      beneficiary: number;
    }>(sql`
      select dt.code, d.status, d.amount::text as amount, d.id_beneficiary as beneficiary
        from budget_document d join document_type dt on dt.id = d.id_document_type
       where d.id in (${p.idOrder}, ${p.idVoucher}) order by dt.code`);
    expect(issued.rows).toEqual([
      { code: 11, status: 'posted', amount: '120.00', beneficiary: seniat },
      { code: 12, status: 'posted', amount: '120.00', beneficiary: seniat },
    ]);
    const movement = await b.t.db.execute<{ kind: number; amount: string; reference: string }>(sql`
      select id_kind as kind, amount::text as amount, reference from bank_movement where id = ${p.idBankMovement}`);
    expect(movement.rows[0]).toEqual({ kind: 2, amount: '120.00', reference: 'TR-IVA-0301' });
    expect(await bookBalance()).toBeCloseTo(before - 120, 2);

    // None of what it issued is undone alone, nor the document whose withholding it paid.
    const voucherAlone = await b.call('POST', `/api/budget/document/annul/${p.idVoucher}`, {
      reason: 'Prueba sola',
    });
    expect(voucherAlone.statusCode).toBe(409);
    expect(voucherAlone.json().message).toBe(
      'Lo emitió el enteramiento de IVA N.º 1: se anula anulando el enteramiento de IVA.',
    );
    const movementAlone = await b.call('POST', `/api/finance/bankingMovement/annul/${p.idBankMovement}`, {
      reason: 'Prueba sola',
    });
    expect(movementAlone.statusCode).toBe(409);
    const source = await b.call('POST', `/api/budget/document/annul/${doc.id}`, {
      reason: 'Prueba de anulación',
    });
    expect(source.statusCode).toBe(409);
    expect(source.json().message).toBe(
      `No se anula: sus retenciones ya se enteraron (IVA ${iva?.receipt} (enteramiento N.º 1)). Anule primero el enteramiento.`,
    );

    // Annulled: the order and voucher annulled, the transfer reversed, the withholding to pay again.
    const annulled = await b.call('POST', `/api/finance/withholdingPayment/annul/${id}`, {
      reason: 'Se pagó a la cuenta equivocada',
    });
    expect(annulled.statusCode, annulled.body).toBe(200);
    expect(annulled.json().data).toMatchObject({
      status: 'annulled',
      annulReason: 'Se pagó a la cuenta equivocada',
    });
    expect(annulled.json().data.annulledAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const after = await b.t.db.execute<{ status: string }>(sql`
      select status from budget_document where id in (${p.idOrder}, ${p.idVoucher})
      union all select status from bank_movement where id = ${p.idBankMovement}`);
    expect(after.rows.map((r) => r.status)).toEqual(['annulled', 'annulled', 'annulled']);
    expect(await bookBalance()).toBe(before);
    expect((await register(doc.id)).map((r) => r.status)).toEqual(['withheld', 'withheld', 'withheld']);
    // …and it can be paid over again, ISLR apart from IVA.
    const islrPaid = await postPayment(
      await draftPayment([islr?.id as number], {
        idKind: 2,
        reference: 'TR-ISLR-0301',
        description: 'ISLR de marzo',
      }),
    );
    expect(islrPaid.statusCode, islrPaid.body).toBe(200);
    expect(islrPaid.json().data.document.numberText).toBe('1');
  });

  it('pays one tax at a time, asks for everything it pays with, and refuses what the account cannot pay', async () => {
    // A supplier of whom the whole IVA is withheld (art. 5 of the Providencia 0049).
    const whole = await b.call('POST', '/api/finance/beneficiary/create', {
      code: 'J-40555444-0',
      name: 'Suministros sin RIF al día, C.A.',
      active: true,
      ivaWithholding: '100',
    });
    expect(whole.statusCode, whole.body).toBe(200);
    const doc = await b.post(9, day('03-12'), {
      description: 'Causación de servicios de mantenimiento',
      idBeneficiary: whole.json().data.id,
      lines: [{ idBudgetAccount: b.accounts[0], amount: '1160.00' }],
      bills: [bill('5001', day('03-12'), { retentionIva: '160.00' })],
    });
    const [iva, , timbre] = await register(doc.id);
    const mixed = await b.call(
      'POST',
      '/api/finance/withholdingPayment/create',
      paymentDraft([timbre?.id as number]),
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().fields).toEqual([
      {
        field: 'withholdings.0',
        message: 'La retención no es de IVA: un enteramiento paga un solo impuesto',
      },
    ]);
    const bare = await draftPayment([], {
      idBankAccount: null,
      method: null,
      reference: null,
      idBeneficiary: null,
    });
    const incomplete = await postPayment(bare);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().fields.map((f: { field: string }) => f.field)).toEqual([
      'withholdings',
      'idBeneficiary',
      'idBankAccount',
      'method',
      'reference',
    ]);
    const poor = await fundedAccount(b.t.db, b.idClient, b.idPeriod, '100.00');
    const tooMuch = await draftPayment([iva?.id as number], {
      idBankAccount: poor.id,
      reference: 'TR-POBRE',
    });
    const refused = await postPayment(tooMuch);
    expect(refused.statusCode).toBe(422);
    const noFunds = `Saldo insuficiente: la cuenta ${poor.accountNumber} tiene 100,00 según libros y el movimiento es de 160,00.`;
    expect(refused.json().message).toBe(noFunds);
    expect(refused.json().fields).toEqual([{ field: 'idBankAccount', message: noFunds }]);
    const state = await b.t.db.execute<{ status: string; orders: number }>(sql`
      select (select status from withholding_payment where id = ${tooMuch}) as status,
             (select count(*)::int from budget_document where issued_by_table = 'withholding_payment'
                and issued_by_id = ${tooMuch}) as orders`);
    expect(state.rows[0]).toEqual({ status: 'draft', orders: 0 });
    expect((await register(doc.id))[0]?.status).toBe('withheld');
  });

  it('pays a withholding over once, whatever runs at the same time', async () => {
    const doc = await caused(day('03-13'), [bill('6001', day('03-13'))]);
    const [iva] = await register(doc.id);
    const drafts = await Promise.all(
      Array.from({ length: 6 }, (_, i) => draftPayment([iva?.id as number], { reference: `TR-RACE-${i}` })),
    );
    const results = await Promise.all(drafts.map((id) => postPayment(id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toMatch(
      /^No se puede enterar: la retención \d{14} ya se enteró \(enteramiento N\.º \d+\)/,
    );
    const paid = await b.t.db.execute<{ movements: number; payments: number }>(sql`
      select (select count(*)::int from bank_movement where reference like 'TR-RACE-%') as movements,
             (select count(*)::int from withholding_payment where id in (${sql.join(
               drafts.map((d) => sql`${d}`),
               sql`, `,
             )})
                and status = 'posted') as payments`);
    expect(paid.rows[0]).toEqual({ movements: 1, payments: 1 });
  });
});

describe('what the supplier is paid', () => {
  it('keeps back from the egress voucher what the bills withheld, once, and gives it back when annulled', async () => {
    const doc = await caused(day('03-15'), [bill('8001', day('03-15'))]);
    const order = await b.post(10, day('03-16'), {
      description: 'Orden de pago del mantenimiento',
      sources: [{ idDocumentSource: doc.id, idBudgetAccount: b.accounts[0], amount: '1160.00' }],
    });
    const pay = async (amount: string, reference: string) => {
      const made = await b.call('POST', '/api/budget/document/create', {
        idPeriod: b.idPeriod,
        idDocumentType: b.types.get(12),
        dateOrder: day('03-17'),
        description: 'Pago del mantenimiento',
        idBeneficiary: b.idBeneficiary,
        sources: [{ idDocumentSource: order.id, idBudgetAccount: null, amount }],
        disbursement: { idBankAccount: account.id, method: 'cheque', reference },
      });
      const posted = await b.call('POST', `/api/budget/document/post/${made.json().data.id}`);
      expect(posted.statusCode, posted.body).toBe(200);
      return posted.json().data.document;
    };
    const movementOf = async (id: number) =>
      (
        await b.t.db.execute<{ amount: string; status: string }>(
          sql`select amount::text, status from bank_movement where id = ${id}`,
        )
      ).rows[0];
    // 1.160,00 caused; IVA 120,00, ISLR 20,00 and 1×1000 1,00 withheld: the cheque is for 1.019,00.
    const first = await pay('600.00', '00008001');
    expect(first.amount).toBe('600.00');
    expect(first.disbursement).toMatchObject({ withheld: '141.00', net: '459.00' });
    expect(await movementOf(first.disbursement.idBankMovement)).toEqual({
      amount: '459.00',
      status: 'posted',
    });
    // The rest of the order: nothing left to keep back.
    const second = await pay('560.00', '00008002');
    expect(second.disbursement).toMatchObject({ withheld: '0.00', net: '560.00' });
    // Annulling the first gives its withholdings back to the next voucher that pays the order.
    const annulled = await b.call('POST', `/api/budget/document/annul/${first.id}`, {
      reason: 'Cheque extraviado',
    });
    expect(annulled.statusCode, annulled.body).toBe(200);
    expect((await movementOf(first.disbursement.idBankMovement))?.status).toBe('annulled');
    const again = await pay('600.00', '00008003');
    expect(again.disbursement).toMatchObject({ withheld: '141.00', net: '459.00' });
    const kept = await b.t.db.execute<{ voucher: number }>(
      sql`select distinct id_voucher as voucher from withholding where id_document = ${doc.id}`,
    );
    expect(kept.rows).toEqual([{ voucher: again.id }]);
  });
});

describe('declarations and receipts', () => {
  it('writes the IVA file of a fortnight and the ISLR file of a month in the SENIAT layouts', async () => {
    const supplier = await b.call('POST', '/api/finance/beneficiary/create', {
      code: 'J-31234567-8',
      name: 'Suministros Ñáñez, C.A.',
      active: true,
    });
    const idSupplier = supplier.json().data.id as number;
    await b.post(9, day('05-20'), {
      description: 'Servicio de limpieza',
      idBeneficiary: idSupplier,
      lines: [{ idBudgetAccount: b.accounts[0], amount: '580.00' }],
      bills: [
        bill('A-0077', day('05-19'), {
          control: '00-000123',
          amountTaxed: '100.00',
          amountWithoutTaxIva: '500.00',
          amountBase: '400.00',
          amountTaxIva: '64.00',
          retentionIva: '48.00',
          retentionIslr: '8.00',
          islrConcept: '053',
          islrRate: '2.00',
          retentionTimbre: '0.00',
        }),
      ],
    });
    const txt = await b.call('GET', `/api/finance/withholding/ivaTxt?year=${year}&month=5&fortnight=2`);
    expect(txt.statusCode, txt.body).toBe(200);
    expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(txt.body).toBe(
      `${[
        agentRif,
        `${year}05`,
        day('05-19'),
        'C',
        '01',
        'J312345678',
        'A0077',
        '00000123',
        '564.00',
        '400.00',
        '48.00',
        '0',
        `${year}0500000001`,
        '100.00',
        '16.00',
        '0',
      ].join('\t')}\r\n`,
    );
    // A fortnight without IVA withheld has no file to declare: it says so instead of an empty download.
    const first = await b.call('GET', `/api/finance/withholding/ivaTxt?year=${year}&month=5&fortnight=1`);
    expect([first.statusCode, first.json().message]).toEqual([
      422,
      `No hay retenciones de IVA del 01/05/${year} al 15/05/${year}: no hay archivo que declarar.`,
    ]);
    const bad = await b.call('GET', `/api/finance/withholding/ivaTxt?year=${year}&month=5&fortnight=3`);
    expect(bad.statusCode).toBe(400);

    const xml = await b.call('GET', `/api/finance/withholding/islrXml?year=${year}&month=5`);
    expect(xml.statusCode).toBe(200);
    const text = xml.rawPayload.toString('latin1');
    expect(text).toBe(
      '<?xml version="1.0" encoding="ISO-8859-1"?>\r\n' +
        `<RelacionRetencionesISLR RifAgente="${agentRif}" Periodo="${year}05">\r\n` +
        '  <DetalleRetencion>\r\n' +
        '    <RifRetenido>J312345678</RifRetenido>\r\n' +
        '    <NumeroFactura>A0077</NumeroFactura>\r\n' +
        '    <NumeroControl>00000123</NumeroControl>\r\n' +
        `    <FechaOperacion>20/05/${year}</FechaOperacion>\r\n` +
        '    <CodigoConcepto>053</CodigoConcepto>\r\n' +
        '    <MontoOperacion>500.00</MontoOperacion>\r\n' +
        '    <PorcentajeRetencion>2.00</PorcentajeRetencion>\r\n' +
        '  </DetalleRetencion>\r\n' +
        '</RelacionRetencionesISLR>\r\n',
    );
  });

  it("prints a supplier's annual ISLR certificate month by month, the same one again, and anyone can verify it", async () => {
    const supplier = await b.call('POST', '/api/finance/beneficiary/create', {
      code: 'J-40000001-0',
      name: 'Consultores del Ávila, S.A.',
      active: true,
    });
    const idSupplier = supplier.json().data.id as number;
    for (const [number, date] of [
      ['C-0001', day('04-10')],
      ['C-0002', day('06-05')],
      ['C-0003', day('06-25')],
    ] as const)
      await b.post(9, date, {
        description: 'Asesoría contable',
        idBeneficiary: idSupplier,
        lines: [{ idBudgetAccount: b.accounts[0], amount: '1160.00' }],
        bills: [bill(number, date)],
      });
    const print = () =>
      b.call('GET', `/api/finance/withholding/islrCertificate?idBeneficiary=${idSupplier}&year=${year}`);
    const pdf = await print();
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Comprobante de retenciones del ISLR');
    expect(text).toContain(`Ejercicio ${year}`);
    // April: 1.000,00 paid, 20,00 withheld; June: two bills, 2.000,00 and 40,00; the year: 3.000,00 and 60,00.
    expect(text).toMatch(/Abril\s*1\.000,00\s*1\.000,00\s*20,00\s*1\.000,00\s*20,00/);
    expect(text).toMatch(/Junio\s*2\.000,00\s*2\.000,00\s*40,00\s*3\.000,00\s*60,00/);
    const issued = async () =>
      (
        await b.t.db.execute<{ verify_id: string }>(
          sql`select verify_id from islr_certificate where id_beneficiary = ${idSupplier}`,
        )
      ).rows.map((r) => r.verify_id);
    const [verifyId] = await issued();
    // Printed again with the same totals: the same certificate, the same QR code.
    expect((await print()).statusCode).toBe(200);
    expect(await issued()).toEqual([verifyId]);
    const verified = await b.t.app.inject({
      method: 'GET',
      url: `/api/online/islrCertificate/verify/${verifyId}`,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({
      beneficiario: 'Consultores del Ávila, S.A.',
      rif: 'J-40000001-0',
      ejercicio: Number(year),
      montoPagado: '3000.00',
      impuestoRetenido: '60.00',
    });
    const unknown = await b.t.app.inject({
      method: 'GET',
      url: '/api/online/islrCertificate/verify/no-existe',
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Comprobante no encontrado']);
    // Another institution's beneficiary, or a year that is not one: refused, nothing recorded.
    const other = (
      await b.t.db.execute<{ id: number }>(sql`
        insert into beneficiary (id_client, code, name, active) values (${b.t.clients[1]}, 'J-40000002-9', 'Ajeno', true)
        returning id`)
    ).rows[0]?.id;
    const foreign = await b.call(
      'GET',
      `/api/finance/withholding/islrCertificate?idBeneficiary=${other}&year=${year}`,
    );
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'Beneficiario no encontrado']);
    const badYear = await b.call(
      'GET',
      `/api/finance/withholding/islrCertificate?idBeneficiary=${idSupplier}&year=20x6`,
    );
    expect(badYear.statusCode).toBe(400);
    expect(await issued()).toEqual([verifyId]);

    // June's IVA vouchers of the supplier, printed again: its two bills, one page each.
    const receipts = (from: string, to: string) =>
      b.call(
        'GET',
        `/api/finance/withholding/receipts?idKind=1&from=${day(from)}&to=${day(to)}&idBeneficiary=${idSupplier}`,
      );
    const june = await receipts('06-01', '06-30');
    expect(june.statusCode, june.body).toBe(200);
    const pages = pdfText(june.rawPayload);
    expect(pages).toContain('C-0002');
    expect(pages).toContain('C-0003');
    expect(pages).not.toContain('C-0001');
    expect(june.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    const none = await receipts('07-01', '07-15');
    expect([none.statusCode, none.json().message]).toEqual([
      422,
      `No hay comprobantes de retención de IVA del 01/07/${year} al 15/07/${year}.`,
    ]);
    expect((await receipts('06-30', '06-01')).statusCode).toBe(400);

    // The month's 1×1000, as the state's declaration lists it: the supplier's two June bills.
    const stamp = await b.call(
      'GET',
      `/api/reports/treasury/timbre-fiscal?idPeriod=${b.idPeriod}&month=6&size=1000`,
    );
    expect(stamp.statusCode, stamp.body).toBe(200);
    expect(
      (stamp.json().data.rows as Record<string, string>[])
        .filter((r) => r.rif === 'J-40000001-0')
        .map((r) => [r.withheldOn, String(r.receipt).slice(0, 6), r.bill, r.amount]),
    ).toEqual([
      [day('06-05'), `${year}06`, 'C-0002', '1.00'],
      [day('06-25'), `${year}06`, 'C-0003', '1.00'],
    ]);
  });

  it('prints the receipt of a bill with every tax withheld on it, and answers 404 for one it does not know', async () => {
    const doc = await caused(day('03-14'), [bill('7001', day('03-14'))]);
    const [iva] = await register(doc.id);
    const pdf = await b.call('GET', `/api/finance/withholding/receipt/${iva?.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const missing = await b.call('GET', '/api/finance/withholding/receipt/99999999');
    expect(missing.statusCode).toBe(404);
  });
});
