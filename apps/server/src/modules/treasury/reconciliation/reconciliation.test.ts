import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { periodOf } from '../../../test/budget-fixtures.ts';
import { createUser, signIn, writesSoFar } from '../../../test/harness.ts';
import { infoStrings, pdfText } from '../../../test/pdf.ts';
import { testSuite } from '../../../test/suite.ts';
import { fundedAccount } from '../../../test/treasury-fixtures.ts';

/**
 * The bank reconciliation of an account's January (issue: treasury, "Statements and reconciliation"),
 * on the book and statement of a treasurer's month:
 *
 *   book: opening 1.000,00; deposit DP-1 500,00 (02/01); cheque 00000101 200,00 (05/01, cashed 09/01);
 *         transfer TRF-9 100,00 (10/01, debited 11/01 without reference); cheque 00000103 40,00 annulled
 *         the same month; two deposits of 30,00 and 20,00 on 15/01 credited as one line of 50,00 on
 *         16/01; cheque 00000102 75,00 (28/01, not cashed).
 *   in transit from last period: cheque T-77 50,00, cashed 04/01.
 *   bank: opening 1.050,00; the lines above and a fee of 5,00 the book does not have; closing 1.245,00.
 *
 * After matching, what is in transit is the cheque 00000102 (book) and the fee (bank):
 * 1.175,00 + 75,00 − 5,00 = 1.245,00, the statement's balance.
 */
const t = testSuite();
let idClient: number;
let idPeriod: number;
let account: { id: number; accountNumber: string };
let beneficiary: number;
const year = new Date().getFullYear();
const jan = (d: number) => `${year}-01-${String(d).padStart(2, '0')}`;
const feb = (d: number) => `${year}-02-${String(d).padStart(2, '0')}`;
const key = (month = 1) => ({ idBankAccount: account.id, idPeriod, month });

beforeAll(async () => {
  idClient = t.clients[0] as number;
  idPeriod = await periodOf(t.db, idClient);
  account = await fundedAccount(t.db, idClient, idPeriod, '1000.00');
  beneficiary = (
    await t.db.execute<{ id: number }>(sql`
      insert into beneficiary (id_client, code, name, active) values (${idClient}, 'J-31111111-1', 'Ferretería Sucre', true)
      returning id`)
  ).rows[0]?.id as number;
  await t.db.execute(sql`
    insert into transit_operation (id_client, id_period, id_bank_account, kind, operation_date, reference, description, amount)
    values (${idClient}, ${idPeriod}, ${account.id}, 'CH', ${`${year - 1}-12-22`}, 'T-77', 'Cheque del ejercicio anterior', 50.00)`);
  const move = (idKind: number, date: string, reference: string, amount: string) =>
    moveIn(account.id, idKind, date, reference, amount);
  await move(3, jan(2), 'DP-1', '500.00');
  await move(1, jan(5), '00000101', '200.00');
  await move(2, jan(10), 'TRF-9', '100.00');
  const annulled = await move(1, jan(12), '00000103', '40.00');
  const res = await call('POST', `/api/finance/bankingMovement/annul/${annulled}`, {
    reason: 'Cheque dañado',
  });
  expect(res.statusCode, res.body).toBe(200);
  // The annulment is dated today or later: bring it back into January, as if annulled on the 13th.
  await t.db.execute(
    sql`update bank_movement set movement_date = ${jan(13)} where id_reverses = ${annulled}`,
  );
  await move(3, jan(15), 'DP-A', '30.00');
  await move(3, jan(15), 'DP-B', '20.00');
  await move(1, jan(28), '00000102', '75.00');
  const statement = await call('POST', '/api/finance/AccountStatements/create', {
    idPeriod,
    idBankAccount: account.id,
    month: 1,
    openingBalance: '1100.00',
    closingBalance: '1295.00',
    lines: [
      { lineDate: jan(3), reference: 'DP1', description: 'Depósito', amount: '500.00' },
      { lineDate: jan(4), reference: 'T-77', description: 'Cheque pagado', amount: '-50.00' },
      { lineDate: jan(9), reference: '101', description: 'Cheque pagado', amount: '-200.00' },
      { lineDate: jan(11), reference: null, description: 'Transferencia enviada', amount: '-100.00' },
      { lineDate: jan(16), reference: 'LOTE', description: 'Depósito en lote', amount: '50.00' },
      { lineDate: jan(31), reference: null, description: 'Comisión de mantenimiento', amount: '-5.00' },
    ],
  });
  expect(statement.statusCode, statement.body).toBe(200);
});

const { call } = t.api;

/** A movement of the account entered and posted through the API, as a treasurer types it: its id. */
async function moveIn(
  idBankAccount: number,
  idKind: number,
  date: string,
  reference: string,
  amount: string,
) {
  const made = await call('POST', '/api/finance/bankingMovement/create', {
    idPeriod,
    idBankAccount,
    idKind,
    movementDate: date,
    reference,
    idBeneficiary: [1, 2].includes(idKind) ? beneficiary : null,
    description: `Movimiento ${reference}`,
    amount,
  });
  expect(made.statusCode, made.body).toBe(200);
  const posted = await call('POST', `/api/finance/bankingMovement/post/${made.json().data.id}`);
  expect(posted.statusCode, posted.body).toBe(200);
  return made.json().data.id as number;
}
const query = (k: { idBankAccount: number; idPeriod: number; month: number }) =>
  `idBankAccount=${k.idBankAccount}&idPeriod=${k.idPeriod}&month=${k.month}`;
async function view(month = 1) {
  const res = await call('GET', `/api/finance/bankReconciliation?${query(key(month))}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('bank reconciliation', () => {
  it('shows the book against the bank, with everything in transit before matching', async () => {
    const r = await view();
    expect(r).toMatchObject({
      accountNumber: account.accountNumber,
      from: jan(1),
      to: jan(31),
      status: 'open',
      summary: {
        bookBalance: '1175.00',
        plusBookOutflows: '425.00',
        minusBookInflows: '550.00',
        plusBankCredits: '550.00',
        minusBankDebits: '355.00',
        computedBankBalance: '1245.00',
        bankBalance: '1295.00',
        difference: '-50.00',
      },
    });
    // The annulled cheque and its reversal net to nothing: neither is in transit.
    expect(r.book.map((i: { reference: string }) => i.reference)).toEqual([
      'T-77',
      'DP-1',
      '00000101',
      'TRF-9',
      'DP-A',
      'DP-B',
      '00000102',
    ]);
    expect(r.matches).toEqual([]);
  });

  it('refuses to close with a difference, saying both balances', async () => {
    const res = await call('POST', '/api/finance/bankReconciliation/close', key());
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'La conciliación no cuadra: según libros da 1.245,00 en el banco y el estado de cuenta dice 1.295,00 (diferencia -50,00).',
    );
  });

  it('matches by reference, by amount and date, and several against one, each saying why', async () => {
    // The statement was typed with the wrong opening balance: corrected before any line is matched.
    const statement = (
      await call(
        'GET',
        `/api/finance/AccountStatements/findAccountStatementByClientAndPeriod/${idClient}/${idPeriod}`,
      )
    ).json().data.data[0];
    const full = (await call('GET', `/api/finance/AccountStatements/findById/${statement.id}`)).json().data;
    const fixed = await call('PUT', '/api/finance/AccountStatements/update', {
      ...full,
      openingBalance: '1050.00',
      closingBalance: '1245.00',
      lines: full.lines.map(({ id: _id, ...line }: { id: number }) => line),
    });
    expect(fixed.statusCode, fixed.body).toBe(200);

    const auto = await call('POST', '/api/finance/bankReconciliation/auto', key());
    expect(auto.statusCode, auto.body).toBe(200);
    expect(auto.json().data).toEqual({ byReference: 3, byAmount: 1, byGroup: 1 });
    expect(auto.json().message).toBe('5 conciliaciones hechas automáticamente');

    const r = await view();
    const reasons = r.matches.map((m: { rule: string; reason: string }) => [m.rule, m.reason]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ['reference', 'Misma referencia (DP1) y monto (500,00); el banco lo registró 1 día después'],
        ['reference', 'Misma referencia (101) y monto (200,00); el banco lo registró 4 días después'],
        ['reference', 'Misma referencia (T-77) y monto (50,00); el banco lo registró 13 días después'],
        ['amount', 'Mismo monto (100,00); el banco lo registró 1 día después, sin referencia que comparar'],
        [
          'group',
          `2 movimientos del libro del 15/01/${year} suman 50,00, lo que el banco registró en una línea 1 día después`,
        ],
      ]),
    );
    const group = r.matches.find((m: { rule: string }) => m.rule === 'group');
    expect(group.book.map((i: { amount: string }) => i.amount)).toEqual(['30.00', '20.00']);
    expect(group.bank.map((i: { amount: string }) => i.amount)).toEqual(['50.00']);
    expect(r.book.map((i: { reference: string; amount: string }) => [i.reference, i.amount])).toEqual([
      ['00000102', '-75.00'],
    ]);
    expect(r.bank.map((i: { description: string; amount: string }) => [i.description, i.amount])).toEqual([
      ['Comisión de mantenimiento', '-5.00'],
    ]);
    expect(r.summary).toEqual({
      bookBalance: '1175.00',
      plusBookOutflows: '75.00',
      minusBookInflows: '0.00',
      plusBankCredits: '0.00',
      minusBankDebits: '5.00',
      computedBankBalance: '1245.00',
      bankBalance: '1245.00',
      difference: '0.00',
    });
    // Run again, and twice at once: nothing is matched twice.
    const again = await Promise.all([
      call('POST', '/api/finance/bankReconciliation/auto', key()),
      call('POST', '/api/finance/bankReconciliation/auto', key()),
    ]);
    expect(again.map((a) => a.json().data)).toEqual([
      { byReference: 0, byAmount: 0, byGroup: 0 },
      { byReference: 0, byAmount: 0, byGroup: 0 },
    ]);
    expect((await view()).matchCount).toBe(5);
  });

  it('keeps statements with matched lines as they are', async () => {
    const statement = (
      await call(
        'GET',
        `/api/finance/AccountStatements/findAccountStatementByClientAndPeriod/${idClient}/${idPeriod}`,
      )
    ).json().data.data[0];
    const res = await call('DELETE', `/api/finance/AccountStatements/deleteById/${statement.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/tiene líneas conciliadas/);
  });

  it('matches by hand only what adds up, and unmatches', async () => {
    const r = await view();
    const cheque = r.book[0].id as number;
    const fee = r.bank[0].id as number;
    const unequal = await call('POST', '/api/finance/bankReconciliation/match', {
      ...key(),
      movements: [cheque],
      lines: [fee],
    });
    expect(unequal.statusCode).toBe(422);
    expect(unequal.json().message).toBe('No cuadran: el libro suma -75,00 y el banco -5,00.');
    const oneSide = await call('POST', '/api/finance/bankReconciliation/match', {
      ...key(),
      movements: [cheque],
    });
    expect(oneSide.statusCode).toBe(400);
    const taken = r.matches[0].bank[0];
    const twice = await call('POST', '/api/finance/bankReconciliation/match', {
      ...key(),
      movements: [cheque],
      lines: [taken.id],
    });
    expect(twice.statusCode).toBe(409);

    const group = r.matches.find((m: { rule: string }) => m.rule === 'group');
    const undone = await call('DELETE', `/api/finance/bankReconciliation/match/${group.id}`);
    expect(undone.statusCode, undone.body).toBe(200);
    // Undone, not erased: the match keeps what it joined, and who undid it.
    const trail = await t.db.execute<{ undone: boolean; ids: number[]; taken: number }>(sql`
      select undone_by is not null as undone, ids,
             (select count(*)::int from reconciliation_item where id_match = m.id) as taken
        from reconciliation_match m where id = ${group.id}`);
    expect(trail.rows[0]).toMatchObject({ undone: true, taken: 0 });
    expect(trail.rows[0]?.ids).toHaveLength(3);
    expect((await call('DELETE', `/api/finance/bankReconciliation/match/${group.id}`)).statusCode).toBe(404);
    // What an undone match held is free for the next automatic run, which finds it again.
    const rerun = await call('POST', '/api/finance/bankReconciliation/auto', key());
    expect(rerun.json().data).toEqual({ byReference: 0, byAmount: 0, byGroup: 1 });
    const found = (await view()).matches.find((m: { rule: string }) => m.rule === 'group');
    expect(found.id).not.toBe(group.id);
    expect((await call('DELETE', `/api/finance/bankReconciliation/match/${found.id}`)).statusCode).toBe(200);
    const redone = await call('POST', '/api/finance/bankReconciliation/match', {
      ...key(),
      movements: group.book.map((i: { id: number }) => i.id),
      lines: group.bank.map((i: { id: number }) => i.id),
    });
    expect(redone.statusCode, redone.body).toBe(200);
    expect(redone.json().data).toMatchObject({
      rule: 'manual',
      reason: 'Conciliado a mano: el libro y el banco suman 50,00',
    });
  });

  it('is not reached from another institution', async () => {
    await createUser(t.db, {
      username: 'tesorera-otra',
      password: 'Libro de bancos 2026',
      memberships: [{ idClient: t.clients[1] as number, screens: ['TES-CON-01'] }],
    });
    const other = (await signIn(t.app, 'tesorera-otra', 'Libro de bancos 2026')).token;
    const read = await call('GET', `/api/finance/bankReconciliation?${query(key())}`, undefined, other);
    expect(read.statusCode).toBe(404);
    const r = await view();
    const undo = await call(
      'DELETE',
      `/api/finance/bankReconciliation/match/${r.matches[0].id}`,
      undefined,
      other,
    );
    expect(undo.statusCode).toBe(404);
    const auto = await call('POST', '/api/finance/bankReconciliation/auto', key(), other);
    expect(auto.statusCode).toBe(404);
  });

  it('closes the month at zero difference, prints it signed, and locks it', async () => {
    const closed = await call('POST', '/api/finance/bankReconciliation/close', key());
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'closed', closedBy: 'admin' });
    const pdf = await call('GET', `/api/finance/bankReconciliation/pdf?${query(key())}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(infoStrings(pdf.rawPayload).join(' ')).toContain(`Conciliación bancaria · enero de ${year}`);

    const again = await call('POST', '/api/finance/bankReconciliation/close', key());
    expect(again.statusCode).toBe(409);
    const lockedMessage = `La conciliación de enero de la cuenta ${account.accountNumber} está cerrada: no admite cambios en ese mes ni antes.`;
    // A movement dated in January, a January statement, a January match: all refused.
    const late = await call('POST', '/api/finance/bankingMovement/create', {
      idPeriod,
      idBankAccount: account.id,
      idKind: 5,
      movementDate: jan(31),
      reference: 'ND-5',
      description: 'Comisión de mantenimiento',
      amount: '5.00',
    });
    const posted = await call('POST', `/api/finance/bankingMovement/post/${late.json().data.id}`);
    expect(posted.statusCode).toBe(409);
    expect(posted.json().message).toBe(lockedMessage);
    const statement = (
      await call(
        'GET',
        `/api/finance/AccountStatements/findAccountStatementByClientAndPeriod/${idClient}/${idPeriod}`,
      )
    ).json().data.data[0];
    const edit = await call('DELETE', `/api/finance/AccountStatements/deleteById/${statement.id}`);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(lockedMessage);
    // Nor what the period started from: the opening balance and the items in transit.
    const opening = await t.db.execute<{ id: number; version: number }>(sql`
      select id, version from opening_balance where id_bank_account = ${account.id}`);
    const rebalanced = await call('PUT', '/api/finance/openingBalance/update', {
      ...opening.rows[0],
      idPeriod,
      idBankAccount: account.id,
      bookBalance: '900.00',
      bankBalance: '1050.00',
    });
    expect(rebalanced.statusCode, rebalanced.body).toBe(409);
    expect(rebalanced.json().message).toBe(
      'La conciliación de enero de esa cuenta está cerrada: su saldo inicial del período ya no cambia.',
    );
    const transit = await t.db.execute<{ id: number }>(sql`
      select id from transit_operation where id_bank_account = ${account.id}`);
    const dropped = await call(
      'DELETE',
      `/api/finance/financeOperationTransit/deleteById/${transit.rows[0]?.id}`,
    );
    expect(dropped.statusCode).toBe(409);
    const r = await view();
    const unmatch = await call('DELETE', `/api/finance/bankReconciliation/match/${r.matches[0].id}`);
    expect(unmatch.statusCode).toBe(409);
    expect(unmatch.json().message).toBe(lockedMessage);

    // The fee booked in February meets its January line: that match belongs to February.
    await call('PUT', '/api/finance/bankingMovement/update', {
      ...(await call('GET', `/api/finance/bankingMovement/findById/${late.json().data.id}`)).json().data,
      movementDate: feb(2),
    });
    const feePosted = await call('POST', `/api/finance/bankingMovement/post/${late.json().data.id}`);
    expect(feePosted.statusCode, feePosted.body).toBe(200);
    const february = await call('POST', '/api/finance/bankReconciliation/auto', key(2));
    expect(february.json().data).toEqual({ byReference: 0, byAmount: 1, byGroup: 0 });
    expect((await view(1)).bank.map((i: { amount: string }) => i.amount)).toEqual(['-5.00']);
    const feb2 = await view(2);
    expect(feb2.bank).toEqual([]);
    expect(feb2.summary.bankBalance).toBeNull();
    const noStatement = await call('POST', '/api/finance/bankReconciliation/close', key(2));
    expect(noStatement.statusCode).toBe(409);
    expect(noStatement.json().message).toBe(
      'Falta el estado de cuenta de febrero: sin él no hay con qué conciliar.',
    );
  });

  it('agrees with the bank book and the accounts report', async () => {
    const book = await call(
      'GET',
      `/api/reports/treasury/libro-banco?idPeriod=${idPeriod}&idBankAccount=${account.id}&month=1&size=100`,
    );
    expect(book.statusCode, book.body).toBe(200);
    const rows = book.json().data.rows as Record<string, string | null>[];
    expect(rows[0]).toMatchObject({ kind: 'Saldo inicial', balance: '1000.00' });
    expect(rows.at(-1)?.balance).toBe('1175.00');
    // Each movement says the month it was reconciled in; the cheque not cashed says nothing.
    expect(rows.filter((r) => r.reconciled === 'enero').map((r) => r.reference)).toEqual([
      'DP-1',
      '00000101',
      'TRF-9',
      'DP-A',
      'DP-B',
    ]);
    expect(rows.find((r) => r.reference === '00000102')?.reconciled).toBeNull();
    const range = await call(
      'GET',
      `/api/reports/treasury/libro-banco-rango?idPeriod=${idPeriod}&idBankAccount=${account.id}&from=${jan(10)}&to=${jan(20)}&size=100`,
    );
    // Opening at the 10th: 1.000,00 + 500,00 deposited on the 2nd − 200,00 paid on the 5th.
    expect(range.json().data.rows[0]).toMatchObject({ kind: 'Saldo inicial', balance: '1300.00' });
    const accounts = await call(
      'GET',
      `/api/reports/treasury/cuentas-bancarias?idPeriod=${idPeriod}&month=1&size=100`,
    );
    expect(accounts.statusCode, accounts.body).toBe(200);
    const row = accounts
      .json()
      .data.rows.find((r: { accountNumber: string }) => r.accountNumber === account.accountNumber);
    const r = await view();
    // The same balances the reconciliation reads: the difference is what is in transit (75,00 − 5,00).
    expect(row).toMatchObject({
      opening: '1000.00',
      bookBalance: r.summary.bookBalance,
      bankBalance: r.summary.bankBalance,
      difference: '70.00',
      closedThrough: 'enero',
    });
    // The dashboard's tile: the book to the period's end (February's fee included), the bank's last word.
    const tile = await call('GET', `/api/finance/bankAccount/balances/${idPeriod}`);
    expect(tile.statusCode, tile.body).toBe(200);
    expect(
      tile.json().data.find((a: { accountNumber: string }) => a.accountNumber === account.accountNumber),
    ).toEqual({
      accountNumber: account.accountNumber,
      bankName: 'Banco de Venezuela',
      currency: 'VES',
      bookBalance: '1170.00',
      bankBalance: '1245.00',
      // A bolívar account needs no rate: its book is its value in bolívares.
      rate: null,
      bookBalanceVes: '1170.00',
    });
  });

  it('lists what is in transit at a day, and the statement as the bank gave it', async () => {
    const report = async (slug: string, params: string) => {
      const res = await call(
        'GET',
        `/api/reports/treasury/${slug}?idPeriod=${idPeriod}&idBankAccount=${account.id}&${params}&size=100`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        rows: Record<string, string | number | null>[];
        totals: Record<string, string>;
      };
    };
    const pick = ({ side, date, kind, reference, book, bank, days }: Record<string, unknown>) => ({
      side,
      date,
      kind,
      reference,
      book,
      bank,
      days,
    });
    // At the month's end: the cheque not cashed and the fee not booked, and the two totals take the
    // bank's 1.245,00 to the book's 1.175,00 (plus 75,00 in the book alone, minus 5,00 in the bank alone).
    const end = await report('partidas-en-transito', `asOf=${jan(31)}`);
    expect(end.rows.map(pick)).toEqual([
      {
        side: 'Libros',
        date: jan(28),
        kind: 'Cheque',
        reference: '00000102',
        book: '-75.00',
        bank: '0.00',
        days: 3,
      },
      {
        side: 'Banco',
        date: jan(31),
        kind: 'Débito del banco',
        reference: null,
        book: '0.00',
        bank: '-5.00',
        days: 0,
      },
    ]);
    expect(end.totals).toMatchObject({ book: '-75.00', bank: '-5.00' });
    // On the 12th the cheque of the 5th had been cashed (the 9th) and the transfer of the 10th had not
    // been debited (the 11th is before the 12th: it had); the cheque of the 12th, annulled on the 13th,
    // was still out.
    const twelfth = await report('partidas-en-transito', `asOf=${jan(12)}`);
    expect(twelfth.rows.map((r) => [r.side, r.reference, r.book, r.days])).toEqual([
      ['Libros', '00000103', '-40.00', 0],
    ]);
    // On the 8th the cheque of the 5th was still to be cashed; what was matched by then is not listed.
    const eighth = await report('partidas-en-transito', `asOf=${jan(8)}`);
    expect(eighth.rows.map((r) => [r.side, r.reference, r.book, r.days])).toEqual([
      ['Libros', '00000101', '-200.00', 3],
    ]);
    // The day is asked for, and is a date.
    const missing = await call(
      'GET',
      `/api/reports/treasury/partidas-en-transito?idPeriod=${idPeriod}&idBankAccount=${account.id}`,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([{ field: 'asOf', message: 'Indique la fecha' }]);
    const bad = await call(
      'GET',
      `/api/reports/treasury/partidas-en-transito?idPeriod=${idPeriod}&idBankAccount=${account.id}&asOf=2026-02-30`,
    );
    expect(bad.statusCode).toBe(400);

    const statement = await report('estado-de-cuenta', 'month=1');
    expect(
      statement.rows.map((r) => [r.date, r.description, r.debit, r.credit, r.balance, r.reconciled]),
    ).toEqual([
      [jan(1), 'Saldo inicial según el banco', '0.00', '0.00', '1050.00', null],
      [jan(3), 'Depósito', '0.00', '500.00', '1550.00', 'enero, referencia y monto'],
      [jan(4), 'Cheque pagado', '50.00', '0.00', '1500.00', 'enero, referencia y monto'],
      [jan(9), 'Cheque pagado', '200.00', '0.00', '1300.00', 'enero, referencia y monto'],
      [jan(11), 'Transferencia enviada', '100.00', '0.00', '1200.00', 'enero, monto y fecha'],
      // Matched again by hand after its group was undone.
      [jan(16), 'Depósito en lote', '0.00', '50.00', '1250.00', 'enero, manual'],
      // Booked in February by the treasurer, and reconciled there (so in transit on 31/01, above).
      [jan(31), 'Comisión de mantenimiento', '5.00', '0.00', '1245.00', 'febrero, monto y fecha'],
      [jan(31), 'Saldo final según el banco', '0.00', '0.00', '1245.00', null],
    ]);
    expect(statement.totals).toMatchObject({ debit: '355.00', credit: '550.00' });
    const pdf = await call(
      'GET',
      `/api/reports/treasury/partidas-en-transito/pdf?idPeriod=${idPeriod}&idBankAccount=${account.id}&asOf=${jan(31)}`,
    );
    expect(pdf.statusCode).toBe(200);
    const printed = pdfText(pdf.rawPayload);
    expect(printed).toContain(`al 31/01/${year}`);
    expect(printed).toContain('00000102');
  });

  it('closes months in order', async () => {
    const other = await fundedAccount(t.db, idClient, idPeriod, '0.00');
    for (const month of [1, 2]) {
      const made = await call('POST', '/api/finance/AccountStatements/create', {
        idPeriod,
        idBankAccount: other.id,
        month,
        openingBalance: '0.00',
        closingBalance: '0.00',
        lines: [],
      });
      expect(made.statusCode, made.body).toBe(200);
    }
    const february = { idBankAccount: other.id, idPeriod, month: 2 };
    const early = await call('POST', '/api/finance/bankReconciliation/close', february);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Cierre primero enero: los meses se cierran en orden.');
    expect(
      (await call('POST', '/api/finance/bankReconciliation/close', { ...february, month: 1 })).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/finance/bankReconciliation/close', february)).statusCode).toBe(200);
  });

  it('enters a line only the bank has in the book from the line itself, matched at once', async () => {
    const fresh = await fundedAccount(t.db, idClient, idPeriod, '1000.00');
    const k = { idBankAccount: fresh.id, idPeriod, month: 1 };
    const statement = await call('POST', '/api/finance/AccountStatements/create', {
      ...k,
      openingBalance: '1000.00',
      closingBalance: '857.34',
      lines: [
        {
          lineDate: jan(20),
          reference: 'COM-01',
          description: 'Comisión por transferencias',
          amount: '-150.00',
        },
        { lineDate: jan(25), reference: 'COM-02', description: 'Comisión de chequera', amount: '-5.00' },
        { lineDate: jan(31), reference: null, description: 'Intereses', amount: '12.34' },
      ],
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const read = async () => (await call('GET', `/api/finance/bankReconciliation?${query(k)}`)).json().data;
    const [fee, chequebook, interest] = (await read()).bank as { id: number }[];
    const book = (body: object, as?: string) =>
      call('POST', '/api/finance/bankReconciliation/book', { ...k, ...body }, as);

    const debited = await book({ idLine: fee?.id });
    expect(debited.statusCode, debited.body).toBe(200);
    expect(debited.json().message).toBe('Línea registrada en libros y conciliada');
    expect(debited.json().data).toMatchObject({
      rule: 'booked',
      reason: `Registrado en libros desde la línea del banco del 20/01/${year}: nota de débito por 150,00`,
      book: [
        {
          kind: 'ND',
          date: jan(20),
          reference: 'COM-01',
          description: 'Comisión por transferencias',
          amount: '-150.00',
        },
      ],
    });
    // A line without a reference takes the one the treasurer gives: a movement of the book needs one.
    const unnamed = await book({ idLine: interest?.id });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fields).toEqual([
      { field: 'reference', message: 'Indique la referencia bancaria del movimiento' },
    ]);
    const credited = await book({
      idLine: interest?.id,
      description: 'Intereses de enero',
      reference: 'INT-01',
    });
    expect(credited.statusCode, credited.body).toBe(200);
    expect(credited.json().data.book).toMatchObject([
      { kind: 'NC', date: jan(31), reference: 'INT-01', description: 'Intereses de enero', amount: '12.34' },
    ]);
    // Two treasurers booking the same line at once: one books it, the other is told it is taken.
    const both = await Promise.all([book({ idLine: chequebook?.id }), book({ idLine: chequebook?.id })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await read();
    expect(after.bank).toEqual([]);
    expect(after.summary).toMatchObject({ bookBalance: '857.34', difference: '0.00' });
    // Movements of the book as any other: posted and numbered in their kind's series.
    const entered = await t.rows<{ kind: number; status: string; numbered: boolean; amount: string }>(sql`
      select id_kind as kind, status, number_text is not null as numbered, amount::text as amount
        from bank_movement where id_bank_account = ${fresh.id} order by id`);
    expect(entered).toEqual([
      { kind: 5, status: 'posted', numbered: true, amount: '150.00' },
      { kind: 6, status: 'posted', numbered: true, amount: '12.34' },
      { kind: 5, status: 'posted', numbered: true, amount: '5.00' },
    ]);

    // A line already matched, another institution's, or an empty description: refused, nothing written.
    const other = (await signIn(t.app, 'tesorera-otra', 'Libro de bancos 2026')).token;
    const before = await writesSoFar(t.db);
    const twice = await book({ idLine: fee?.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'La línea ya está conciliada, no es de esta cuenta o es posterior al mes: recargue la conciliación.',
    );
    expect((await book({ idLine: fee?.id }, other)).statusCode).toBe(404);
    const blank = await book({ idLine: fee?.id, description: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(await writesSoFar(t.db)).toBe(before);
  });

  it('groups items a few days apart when the treasurer asks, within the days asked', async () => {
    const fresh = await fundedAccount(t.db, idClient, idPeriod, '1000.00');
    const k = { idBankAccount: fresh.id, idPeriod, month: 1 };
    const move = (idKind: number, date: string, reference: string, amount: string) =>
      moveIn(fresh.id, idKind, date, reference, amount);
    // Two deposits of the 20th and the 21st (and another of 15,00 the bank credits on its own), credited
    // as one line of 50,00 on the 22nd; one transfer of 100,00 the bank took in two debits two days apart.
    await move(3, jan(20), 'DP-20', '30.00');
    await move(3, jan(20), 'DP-OTRO', '15.00');
    await move(3, jan(21), 'DP-21', '20.00');
    await move(2, jan(10), 'TRF-SPLIT', '100.00');
    const statement = await call('POST', '/api/finance/AccountStatements/create', {
      ...k,
      openingBalance: '1000.00',
      closingBalance: '965.00',
      lines: [
        { lineDate: jan(10), reference: null, description: 'Transferencia, primera parte', amount: '-60.00' },
        { lineDate: jan(12), reference: null, description: 'Transferencia, segunda parte', amount: '-40.00' },
        { lineDate: jan(20), reference: null, description: 'Depósito', amount: '15.00' },
        { lineDate: jan(22), reference: null, description: 'Depósito consolidado', amount: '50.00' },
      ],
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const auto = async (groupDays?: number) => {
      const res = await call('POST', '/api/finance/bankReconciliation/auto', { ...k, groupDays });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    // One day at a time (the default) finds only the 15,00.
    expect(await auto()).toEqual({ byReference: 0, byAmount: 1, byGroup: 0 });
    // A day apart: the two deposits; the debits two days apart wait.
    expect(await auto(1)).toEqual({ byReference: 0, byAmount: 0, byGroup: 1 });
    const read = async () => (await call('GET', `/api/finance/bankReconciliation?${query(k)}`)).json().data;
    const deposits = (await read()).matches.find((m: { rule: string }) => m.rule === 'group');
    expect(deposits.reason).toBe(
      `2 movimientos del libro del 20/01/${year} al 21/01/${year} suman 50,00, lo que el banco registró en una línea 1 día después`,
    );
    expect(deposits.book.map((i: { reference: string }) => i.reference)).toEqual(['DP-20', 'DP-21']);
    expect((await read()).bank).toHaveLength(2);
    expect(await auto(2)).toEqual({ byReference: 0, byAmount: 0, byGroup: 1 });
    const after = await read();
    expect([after.book, after.bank, after.summary.difference]).toEqual([[], [], '0.00']);
    expect(after.matches[0].reason).toBe(
      `2 líneas del banco del 10/01/${year} al 12/01/${year} suman 100,00, lo que el libro registró en un movimiento el mismo día`,
    );
    const tooWide = await call('POST', '/api/finance/bankReconciliation/auto', { ...k, groupDays: 11 });
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json().fields).toEqual([{ field: 'groupDays', message: 'Entre 0 y 10 días' }]);
  });

  it('refuses a month outside the period and bad keys without a 500', async () => {
    const bad = await call(
      'GET',
      `/api/finance/bankReconciliation?idBankAccount=${account.id}&idPeriod=${idPeriod}&month=13`,
    );
    expect(bad.statusCode).toBe(400);
    const none = await call(
      'GET',
      `/api/finance/bankReconciliation?idBankAccount=999999&idPeriod=${idPeriod}&month=1`,
    );
    expect(none.statusCode).toBe(404);
  });
});
