import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BudgetTest, startBudgetTest } from '../../../test/budget-fixtures.ts';
import { fundedAccount } from '../../../test/treasury-fixtures.ts';

/**
 * The egress voucher pays through the bank (issue: treasury, "Movements"): posting it issues its
 * cheque or transfer in the account's book in the same transaction, under the book's own rules (no
 * overdraft, a cheque number once per account); annulling it reverses the movement, and the
 * movement cannot be annulled on its own.
 */
let b: BudgetTest;
let account: { id: number; accountNumber: string };
const year = new Date().getFullYear();
const day = (md: string) => `${year}-${md}`;

beforeAll(async () => {
  b = await startBudgetTest([{ code: '4.02.01.01.00', initial: '100000.00' }]);
  account = await fundedAccount(b.t.db, b.idClient, b.idPeriod, '1000.00');
});
afterAll(() => b.t.close());

/** A posted budget payment order of `amount`, paid directly, ready to be disbursed. */
async function order(amount: string) {
  return b.post(10, day('03-10'), {
    description: 'Orden de pago de suministros',
    lines: [{ idBudgetAccount: b.accounts[0], amount }],
  });
}

async function voucher(idOrder: number, amount: string, disbursement: unknown) {
  const res = await b.call('POST', '/api/budget/document/create', {
    idPeriod: b.idPeriod,
    idDocumentType: b.types.get(12),
    dateOrder: day('03-12'),
    description: 'Pago de suministros de oficina',
    idBeneficiary: b.idBeneficiary,
    sources: [{ idDocumentSource: idOrder, idBudgetAccount: null, amount }],
    disbursement,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

const post = (id: number) => b.call('POST', `/api/budget/document/post/${id}`);

async function book(idBankAccount = account.id) {
  const found = await b.t.db.execute<{
    kind: number;
    number: string | null;
    reference: string | null;
    status: string;
    amount: string;
    document: number | null;
  }>(sql`
    select id_kind as kind, number_text as number, reference, status, amount::text as amount,
           id_budget_document as document
      from bank_movement where id_bank_account = ${idBankAccount} order by id`);
  return found.rows;
}

async function bookBalance(idBankAccount = account.id) {
  const found = await b.t.db.execute<{ movements: string }>(sql`
    select movements::text from bank_balance where id_bank_account = ${idBankAccount}`);
  return found.rows[0]?.movements ?? '0.00';
}

describe('the egress voucher pays through the bank', () => {
  it('asks for the account, and for the cheque number, before it posts', async () => {
    const paid = await order('10.00');
    const bare = await voucher(paid.id, '10.00', null);
    const refused = await post(bare);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toContainEqual({
      field: 'disbursement.idBankAccount',
      message: 'Indique la cuenta bancaria de la que sale el pago',
    });
    await b.call('DELETE', `/api/budget/document/deleteById/${bare}`);
    const cheque = await voucher(paid.id, '10.00', { idBankAccount: account.id, method: 'cheque' });
    const again = await post(cheque);
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual([
      { field: 'disbursement.reference', message: 'Indique el número del cheque' },
    ]);
    await b.call('DELETE', `/api/budget/document/deleteById/${cheque}`);
  });

  it('pays the budget only from a bolívar account: a dollar account is refused and nothing moves', async () => {
    const paid = await order('10.00');
    const dollars = await fundedAccount(b.t.db, b.idClient, b.idPeriod, '500.00', undefined, 'USD');
    const id = await voucher(paid.id, '10.00', {
      idBankAccount: dollars.id,
      method: 'transfer',
      reference: 'USD-1',
    });
    const refused = await post(id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      `La cuenta ${dollars.accountNumber} es en USD: los pagos del presupuesto se hacen desde una cuenta en bolívares.`,
    );
    expect(await book(dollars.id)).toEqual([]);
    await b.call('DELETE', `/api/budget/document/deleteById/${id}`);
  });

  it('refuses an account of another institution or an inactive one, naming the field', async () => {
    const paid = await order('10.00');
    const foreign = await fundedAccount(b.t.db, b.t.clients[1] as number, b.idPeriod, '0.00');
    const res = await b.call('POST', '/api/budget/document/create', {
      idPeriod: b.idPeriod,
      idDocumentType: b.types.get(12),
      dateOrder: day('03-12'),
      description: 'Pago',
      idBeneficiary: b.idBeneficiary,
      sources: [{ idDocumentSource: paid.id, idBudgetAccount: null, amount: '10.00' }],
      disbursement: { idBankAccount: foreign.id, method: 'transfer', reference: 'X-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { field: 'disbursement.idBankAccount', message: 'La cuenta bancaria no existe en esta institución' },
    ]);
  });

  it('issues the cheque in the book with the voucher, and refuses what the account cannot pay', async () => {
    const big = await order('1500.00');
    const before = await book();
    const tooMuch = await voucher(big.id, '1500.00', {
      idBankAccount: account.id,
      method: 'cheque',
      reference: '00000101',
    });
    const refused = await post(tooMuch);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      `Saldo insuficiente: la cuenta ${account.accountNumber} tiene 1.000,00 según libros y el movimiento es de 1.500,00.`,
    );
    // Nothing moved: the voucher is a draft without number, the book as it was, the order pending.
    const still = (await b.call('GET', `/api/budget/processQuery/document/${tooMuch}`)).json().data;
    expect(still).toMatchObject({ status: 'draft', numOrder: null });
    expect(await book()).toEqual(before);
    await b.call('DELETE', `/api/budget/document/deleteById/${tooMuch}`);

    const paid = await order('400.00');
    const id = await voucher(paid.id, '400.00', {
      idBankAccount: account.id,
      method: 'cheque',
      reference: '00000101',
    });
    const posted = await post(id);
    expect(posted.statusCode, posted.body).toBe(200);
    const shown = (await b.call('GET', `/api/budget/processQuery/document/${id}`)).json().data;
    expect(shown.disbursement).toEqual({
      idBankAccount: account.id,
      accountNumber: account.accountNumber,
      bankName: 'Banco de Venezuela',
      method: 'cheque',
      reference: '00000101',
      idBankMovement: expect.any(Number),
      movementNumber: '1',
      withheld: '0.00',
      net: '400.00',
    });
    expect((await book()).at(-1)).toEqual({
      kind: 1,
      number: '1',
      reference: '00000101',
      status: 'posted',
      amount: '400.00',
      document: id,
    });
    expect(await bookBalance()).toBe('-400.00');
    const movement = await b.call(
      'GET',
      `/api/finance/bankingMovement/findById/${shown.disbursement.idBankMovement}`,
    );
    expect(movement.json().data).toMatchObject({
      beneficiaryName: 'Obras Sucre, C.A.',
      description: 'Pago de suministros de oficina',
      idBudgetDocument: id,
      movementDate: day('03-12'),
    });
  });

  it('uses a cheque number once per account: a second voucher with it is refused on its field', async () => {
    const paid = await order('5.00');
    const id = await voucher(paid.id, '5.00', {
      idBankAccount: account.id,
      method: 'cheque',
      reference: '00000101',
    });
    const res = await post(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual([
      { field: 'disbursement.reference', message: 'Ese número de cheque ya se usó en la cuenta' },
    ]);
    expect((await b.call('GET', `/api/budget/processQuery/document/${id}`)).json().data.status).toBe('draft');
    await b.call('DELETE', `/api/budget/document/deleteById/${id}`);
  });

  it('is annulled with the voucher only, and the money is back in the book', async () => {
    const paid = await order('100.00');
    const id = await voucher(paid.id, '100.00', {
      idBankAccount: account.id,
      method: 'transfer',
      reference: 'TRF-778899',
    });
    expect((await post(id)).statusCode).toBe(200);
    const balance = await bookBalance();
    const { idBankMovement } = (await b.call('GET', `/api/budget/processQuery/document/${id}`)).json().data
      .disbursement;
    const alone = await b.call('POST', `/api/finance/bankingMovement/annul/${idBankMovement}`, {
      reason: 'Error',
    });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toMatch(
      /^Lo emitió el Comprobante de Egreso N\.º \d+: se anula anulando el Comprobante de Egreso\.$/,
    );

    const annulled = await b.call('POST', `/api/budget/document/annul/${id}`, {
      reason: 'Transferencia devuelta',
    });
    expect(annulled.statusCode, annulled.body).toBe(200);
    const movement = (await b.call('GET', `/api/finance/bankingMovement/findById/${idBankMovement}`)).json()
      .data;
    expect(movement).toMatchObject({ status: 'annulled', annulReason: 'Transferencia devuelta' });
    const after = await bookBalance();
    expect(Number(after) - Number(balance)).toBe(100);
    // The order is pending again: it can be disbursed by another voucher.
    const pending = await b.call('GET', `/api/budget/document/pending/${b.idPeriod}?typeCode=12`);
    expect(pending.json().data.map((p: { idDocumentSource: number }) => p.idDocumentSource)).toContain(
      paid.id,
    );
  });

  it('pays two vouchers racing on an account that holds one: one posts, the other is refused', async () => {
    const small = await fundedAccount(b.t.db, b.idClient, b.idPeriod, '300.00');
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const paid = await order('200.00');
      ids.push(
        await voucher(paid.id, '200.00', {
          idBankAccount: small.id,
          method: 'transfer',
          reference: `R-${i}`,
        }),
      );
    }
    const results = await Promise.all(ids.map(post));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422]);
    expect(await bookBalance(small.id)).toBe('-200.00');
    expect((await book(small.id)).filter((m) => m.status === 'posted')).toHaveLength(1);
  });
});
