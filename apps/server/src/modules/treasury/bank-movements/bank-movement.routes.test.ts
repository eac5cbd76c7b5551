import { DEFAULT_TIME_ZONE, dateIn, formatDate } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/harness.ts';
import { testSuite } from '../../../test/suite.ts';
import { bankAccount, fundedAccount, keptDaysApart } from '../../../test/treasury-fixtures.ts';

/**
 * Bank movements (issue: treasury, "Movements"): posted and numbered per kind, annulled by reversal,
 * never deleted once posted; a cheque number once per account; no overdraft unless the institution
 * allows it, on every path that takes money out, races included.
 */
const t = testSuite();
let idPeriod: number;
let supplier: number;
// The demo institutions' date (Caracas), as the server decides it.
const today = dateIn(new Date(), DEFAULT_TIME_ZONE);

beforeAll(async () => {
  const home = t.clients[0] as number;
  idPeriod = (await t.currentPeriod(home)).id;
  supplier = (
    await t.db.execute<{ id: number }>(sql`insert into beneficiary (id_client, code, name, active)
      values (${home}, 'J-30567890-1', 'Suministros Andinos, C.A.', true) returning id`)
  ).rows[0]?.id as number;
});

let accounts = 0;
/** A new account of the institution with its opening book balance in the period. */
async function account(opening: string): Promise<number> {
  const number = `0102${String(++accounts).padStart(16, '0')}`;
  return (await fundedAccount(t.db, t.clients[0], idPeriod, opening, number)).id;
}

const { call } = t.api;

const movement = (
  idBankAccount: number,
  idKind: number,
  amount: string,
  over: Record<string, unknown> = {},
) => ({
  idPeriod,
  idBankAccount,
  idKind,
  movementDate: today,
  reference: `REF-${Math.random().toString(36).slice(2, 10)}`,
  idBeneficiary: idKind <= 2 ? supplier : null,
  description: 'Movimiento de prueba',
  amount,
  ...over,
});

async function draft(body: Record<string, unknown>): Promise<number> {
  const res = await call('POST', '/api/finance/bankingMovement/create', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

const post = (id: number) => call('POST', `/api/finance/bankingMovement/post/${id}`);

/** Opening balance plus what the posted movements add: the kept total and the sum of the rows. */
async function book(idBankAccount: number) {
  const found = await t.db.execute<{ kept: string | null; summed: string; opening: string }>(sql`
    select (select movements::text from bank_balance where id_bank_account = ${idBankAccount}) as kept,
           coalesce(sum(case when id_kind in (1, 2, 4, 5) then -amount else amount end), 0)::text as summed,
           (select book_balance::text from opening_balance where id_bank_account = ${idBankAccount}) as opening
      from bank_movement where id_bank_account = ${idBankAccount} and status <> 'draft'`);
  const row = found.rows[0];
  expect(row?.kept ?? '0.00').toBe(row?.summed === '0' ? '0.00' : row?.summed);
  // And each day's in, out and count, which the book's opening, totals and pages start from.
  expect(await keptDaysApart(t.db, idBankAccount)).toEqual([]);
  return (Number(row?.opening) * 100 + Number(row?.summed) * 100) / 100;
}

describe('bank movements', () => {
  it('post numbered per kind and move the book balance by their sign', async () => {
    const acc = await account('1000.00');
    const deposit = await draft(movement(acc, 3, '500.00', { description: 'Depósito de la recaudación' }));
    const posted = await post(deposit);
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().data.document).toMatchObject({
      status: 'posted',
      kindCode: 'DP',
      kindLabel: 'Depósito',
      amount: '500.00',
      signedAmount: '500.00',
      bankName: 'Banco de Venezuela',
    });
    expect(posted.json().data.document.numberText).toMatch(/^\d+$/);
    const cheque = await draft(movement(acc, 1, '1200.00', { reference: '00000101' }));
    const paid = await post(cheque);
    expect(paid.json().data.document).toMatchObject({
      kindCode: 'CH',
      signedAmount: '-1200.00',
      beneficiaryName: 'Suministros Andinos, C.A.',
    });
    expect(await book(acc)).toBe(300);

    const listed = await call(
      'GET',
      `/api/finance/bankingMovement/findByIdPeriod/${idPeriod}?idBankAccount=${acc}`,
    );
    expect(
      listed
        .json()
        .data.rows.map((r: { kindCode: string }) => r.kindCode)
        .sort(),
    ).toEqual(['CH', 'DP']);
    const cheques = await call(
      'GET',
      `/api/finance/bankingMovement/findByIdPeriod/${idPeriod}?idKind=1&search=00000101`,
    );
    expect(cheques.json().data.total).toBe(1);
  });

  it('refuse to overdraw the account, leaving the draft and the balance as they were', async () => {
    const acc = await account('1000.00');
    const cheque = await draft(movement(acc, 1, '1000.01'));
    const refused = await post(cheque);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      `Saldo insuficiente: la cuenta 0102${String(accounts).padStart(16, '0')} tiene 1.000,00 según libros y el movimiento es de 1.000,01.`,
    );
    const still = await call('GET', `/api/finance/bankingMovement/findById/${cheque}`);
    expect(still.json().data).toMatchObject({ status: 'draft', numberText: null });
    expect(await book(acc)).toBe(1000);
    // The exact balance may go out.
    const exact = await draft(movement(acc, 4, '1000.00', { idBeneficiary: null }));
    expect((await post(exact)).statusCode).toBe(200);
    expect(await book(acc)).toBe(0);
  });

  it('let an institution that allows overdraft go below zero, with a warning', async () => {
    const acc = await account('100.00');
    await t.db.execute(sql`update client set valid_overdraft = true where id = ${t.clients[0]}`);
    try {
      const transfer = await draft(movement(acc, 2, '250.00'));
      const posted = await post(transfer);
      expect(posted.statusCode, posted.body).toBe(200);
      expect(posted.json().data.warnings).toEqual([
        `La cuenta queda sobregirada en 150,00: la cuenta 0102${String(accounts).padStart(16, '0')} tiene 100,00 según libros y el movimiento es de 250,00`,
      ]);
      expect(await book(acc)).toBe(-150);
    } finally {
      await t.db.execute(sql`update client set valid_overdraft = false where id = ${t.clients[0]}`);
    }
  });

  it('refuse a back-dated withdrawal that would overdraw a day a later deposit covers, naming the day', async () => {
    const acc = await account('100.00');
    const number = `0102${String(accounts).padStart(16, '0')}`;
    const dates = await t.db.execute<{ d1: string; d2: string }>(sql`
      select to_char(start_date + 1, 'YYYY-MM-DD') as d1, to_char(start_date + 2, 'YYYY-MM-DD') as d2
        from period where id = ${idPeriod}`);
    const { d1, d2 } = dates.rows[0] as { d1: string; d2: string };
    const on = (movementDate: string) => ({ movementDate, idBeneficiary: null });
    expect((await post(await draft(movement(acc, 3, '1000.00', on(d2))))).statusCode).toBe(200);
    // 1.100,00 at the end of the period, but on the day before the deposit there are 100,00.
    const back = await draft(movement(acc, 4, '500.00', on(d1)));
    const refused = await post(back);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      `Saldo insuficiente: el ${formatDate(d1)} la cuenta ${number} quedaría en -400,00 según libros (el movimiento es de 500,00 y lo que entra después no lo cubre ese día).`,
    );
    expect(await book(acc)).toBe(1100);
    // On the deposit's day the same withdrawal is covered.
    expect((await post(await draft(movement(acc, 4, '500.00', on(d2))))).statusCode).toBe(200);
    // Where the institution allows overdraft, it passes with a warning naming the day.
    await t.db.execute(sql`update client set valid_overdraft = true where id = ${t.clients[0]}`);
    try {
      const allowed = await post(back);
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(allowed.json().data.warnings).toEqual([
        `La cuenta queda sobregirada: el ${formatDate(d1)} la cuenta ${number} quedaría en -400,00 según libros (el movimiento es de 500,00 y lo que entra después no lo cubre ese día)`,
      ]);
    } finally {
      await t.db.execute(sql`update client set valid_overdraft = false where id = ${t.clients[0]}`);
    }
    expect(await keptDaysApart(t.db, acc)).toEqual([]);
  });

  it('use a cheque number once per account, annulled or not', async () => {
    const acc = await account('5000.00');
    const first = await draft(movement(acc, 1, '10.00', { reference: '00000777' }));
    expect((await post(first)).statusCode).toBe(200);
    const again = await call(
      'POST',
      '/api/finance/bankingMovement/create',
      movement(acc, 1, '20.00', { reference: '00000777' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'Ese número de cheque ya se usó en la cuenta',
      fields: [{ field: 'reference', message: 'Ese número de cheque ya se usó en la cuenta' }],
    });
    // Another account's checkbook has its own numbers.
    const other = await account('5000.00');
    expect(
      (
        await call(
          'POST',
          '/api/finance/bankingMovement/create',
          movement(other, 1, '20.00', { reference: '00000777' }),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('POST', `/api/finance/bankingMovement/annul/${first}`, {
          reason: 'Cheque dañado al imprimir',
        })
      ).statusCode,
    ).toBe(200);
    const afterAnnul = await call(
      'POST',
      '/api/finance/bankingMovement/create',
      movement(acc, 1, '20.00', { reference: '00000777' }),
    );
    expect(afterAnnul.statusCode).toBe(409);
  });

  it('post a cheque or transfer only with its beneficiary and reference', async () => {
    const acc = await account('5000.00');
    const bare = await draft(movement(acc, 1, '10.00', { idBeneficiary: null, reference: null }));
    const refused = await post(bare);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      { field: 'idBeneficiary', message: 'Un cheque o una transferencia se emite a un beneficiario' },
      { field: 'reference', message: 'Indique el número del cheque' },
    ]);
  });

  it('annul by reversal, never delete once posted; undoing a deposit may not overdraw', async () => {
    const acc = await account('0.00');
    const deposit = await draft(movement(acc, 3, '800.00'));
    await post(deposit);
    const cheque = await draft(movement(acc, 1, '600.00'));
    await post(cheque);
    expect((await call('DELETE', `/api/finance/bankingMovement/deleteById/${cheque}`)).statusCode).toBe(409);

    // Taking the deposit back would leave -600 in an account that may not be overdrawn.
    const refused = await call('POST', `/api/finance/bankingMovement/annul/${deposit}`, {
      reason: 'Depósito duplicado',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^Saldo insuficiente: /);
    expect(await book(acc)).toBe(200);

    const annulled = await call('POST', `/api/finance/bankingMovement/annul/${cheque}`, {
      reason: 'Cheque anulado por error en el monto',
    });
    expect(annulled.statusCode, annulled.body).toBe(200);
    expect(annulled.json().data.status).toBe('annulled');
    expect(await book(acc)).toBe(800);
    const reversal = await t.db.execute<{ amount: string; status: string }>(
      sql`select amount::text, status from bank_movement where id_reverses = ${cheque}`,
    );
    expect(reversal.rows).toEqual([{ amount: '-600.00', status: 'posted' }]);

    const kept = await draft(movement(acc, 3, '1.00'));
    expect((await call('DELETE', `/api/finance/bankingMovement/deleteById/${kept}`)).statusCode).toBe(200);
  });

  it("refuse another institution's account or beneficiary, and an inactive account", async () => {
    const other = t.clients[1] as number;
    const theirAccount = await bankAccount(t.db, other, '01050000000000000001', {
      code: '0105',
      name: 'Mercantil',
    });
    const res = await call('POST', '/api/finance/bankingMovement/create', movement(theirAccount, 3, '1.00'));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { field: 'idBankAccount', message: 'La cuenta bancaria no existe en esta institución' },
    ]);
    // Nor is their account's book an empty one of ours: it is not found, as on every route.
    for (const slug of [
      'movimientos',
      'libro-banco?month=1&',
      'libro-banco-rango?from=2000-01-01&to=2099-12-31&',
    ]) {
      const [path, query = ''] = slug.split('?');
      const book = await call(
        'GET',
        `/api/reports/treasury/${path}?${query}idPeriod=${idPeriod}&idBankAccount=${theirAccount}`,
      );
      expect([book.statusCode, book.json().message]).toEqual([404, 'Cuenta bancaria no encontrada']);
    }
    const acc = await account('10.00');
    await t.db.execute(sql`update bank_account set active = false where id = ${acc}`);
    const inactive = await call('POST', '/api/finance/bankingMovement/create', movement(acc, 3, '1.00'));
    expect(inactive.json().fields).toEqual([
      { field: 'idBankAccount', message: 'La cuenta bancaria está inactiva' },
    ]);
  });

  it('let ten cheques race for one balance and pay only what it holds', async () => {
    const acc = await account('1000.00');
    const drafts = [];
    for (let i = 0; i < 10; i++)
      drafts.push(await draft(movement(acc, 1, '200.00', { reference: `0000${900 + i}` })));
    const answers = await Promise.all(drafts.map(post));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(5);
    expect(await book(acc)).toBe(0);
    const numbers = await t.db.execute<{ n: number }>(
      sql`select count(distinct number)::int as n from bank_movement where id_bank_account = ${acc} and status = 'posted'`,
    );
    expect(numbers.rows[0]?.n).toBe(5);
  });

  it("let the movements' screen pick an account and a beneficiary, and no more of those masters", async () => {
    await createUser(t.db, {
      username: 'cajero-bancos',
      password: 'Arqueo de la caja 7',
      memberships: [{ idClient: t.clients[0] as number, screens: ['TES-MOV-01'] }],
    });
    const clerk = (await signIn(t.app, 'cajero-bancos', 'Arqueo de la caja 7')).token;
    const as = (url: string) => t.app.inject({ url, headers: bearer(clerk) });
    expect((await as('/api/finance/bankAccount/options')).statusCode).toBe(200);
    expect((await as('/api/finance/beneficiary/options?search=Suministros')).json().data).toEqual([
      { id: supplier, label: 'Suministros Andinos, C.A.', detail: 'J-30567890-1' },
    ]);
    expect((await as('/api/finance/bankAccount/findAll')).statusCode).toBe(403);
    expect((await as('/api/finance/bank/options')).statusCode).toBe(403);
  });

  it("list an account's movements with the balance each leaves, from the opening balance", async () => {
    const acc = await account('1000.00');
    const deposit = await draft(
      movement(acc, 3, '500.00', { reference: 'DP-1', description: 'Recaudación' }),
    );
    await post(deposit);
    const cheque = await draft(movement(acc, 1, '300.00', { reference: '00000501', description: 'Pago' }));
    await post(cheque);
    await call('POST', `/api/finance/bankingMovement/annul/${cheque}`, { reason: 'Cheque extraviado' });
    // A draft is not in the book.
    await draft(movement(acc, 4, '50.00', { idBeneficiary: null }));
    const report = await call(
      'GET',
      `/api/reports/treasury/movimientos?idPeriod=${idPeriod}&idBankAccount=${acc}`,
    );
    expect(report.statusCode, report.body).toBe(200);
    const { rows, totals } = report.json().data;
    expect(
      rows.map((r: Record<string, string | null>) => [r.kind, r.reference, r.inflow, r.outflow, r.balance]),
    ).toEqual([
      ['Saldo inicial', null, '0.00', '0.00', '1000.00'],
      ['Depósito', 'DP-1', '500.00', '0.00', '1500.00'],
      ['Cheque', '00000501', '0.00', '300.00', '1200.00'],
      // The annulment's reversal gives the money back.
      ['Cheque', '00000501', '300.00', '0.00', '1500.00'],
    ]);
    expect(totals).toMatchObject({ inflow: '800.00', outflow: '300.00' });
    // From the day after the period's first, a movement of that first day is in the opening row.
    const first = await t.db.execute<{ start: string; next: string }>(sql`
      select to_char(start_date, 'YYYY-MM-DD') as start, to_char(start_date + 1, 'YYYY-MM-DD') as next
        from period where id = ${idPeriod}`);
    const { start, next } = first.rows[0] as { start: string; next: string };
    const early = await t.db.execute<{ id: number }>(sql`
      insert into bank_movement (id_client, id_period, id_kind, id_bank_account, movement_date, description, amount, status)
      values (${t.clients[0]}, ${idPeriod}, 6, ${acc}, ${start}, 'Intereses de enero', 25, 'posted') returning id`);
    expect(early.rows).toHaveLength(1);
    const later = await call(
      'GET',
      `/api/reports/treasury/movimientos?idPeriod=${idPeriod}&idBankAccount=${acc}&from=${next}&to=${next}`,
    );
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().data.rows).toEqual([
      expect.objectContaining({ kind: 'Saldo inicial', balance: '1025.00' }),
    ]);

    const without = await call('GET', `/api/reports/treasury/movimientos?idPeriod=${idPeriod}`);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      message: 'Faltan filtros del reporte',
      fields: [{ field: 'idBankAccount', message: 'Cuenta bancaria: elija una de la lista' }],
    });
  });

  it("page an account's book from its kept days: every page as the whole book shows it", async () => {
    const acc = await account('1000.00');
    const first = await t.db.execute<{ d1: string; d2: string; d3: string }>(sql`
      select to_char(start_date + 1, 'YYYY-MM-DD') as d1, to_char(start_date + 2, 'YYYY-MM-DD') as d2,
             to_char(start_date + 3, 'YYYY-MM-DD') as d3
        from period where id = ${idPeriod}`);
    const { d1, d2, d3 } = first.rows[0] as { d1: string; d2: string; d3: string };
    const day = (movementDate: string) => ({ movementDate, idBeneficiary: null });
    for (const [kind, amount, date] of [
      [3, '100.00', d1],
      [1, '30.00', d1],
      [3, '50.00', d2],
      [5, '5.00', d2],
      [2, '20.00', d2],
      [6, '7.00', d3],
      [3, '10.00', d3],
    ] as const) {
      const over = kind <= 2 ? { movementDate: date } : day(date);
      expect((await post(await draft(movement(acc, kind, amount, over)))).statusCode).toBe(200);
    }
    // A cheque of the second day annulled on the third: both in the book, each on its day.
    const cheque = await draft(movement(acc, 1, '40.00', { movementDate: d2 }));
    await post(cheque);
    await call('POST', `/api/finance/bankingMovement/annul/${cheque}`, { reason: 'Mal girado' });
    expect(await keptDaysApart(t.db, acc)).toEqual([]);

    const book = (page: number, size: number) =>
      call(
        'GET',
        `/api/reports/treasury/movimientos?idPeriod=${idPeriod}&idBankAccount=${acc}&page=${page}&size=${size}`,
      );
    const whole = (await book(0, 100)).json().data;
    expect(whole.total).toBe(10);
    expect(whole.rows.at(-1).balance).toBe(`${1000 + 100 - 30 + 50 - 5 - 20 + 7 + 10 - 40 + 40}.00`);
    const pages = [];
    for (let page = 0; page < 5; page++) {
      const answer = await book(page, 3);
      expect(answer.statusCode, answer.body).toBe(200);
      pages.push(answer.json().data);
    }
    expect(pages.flatMap((p) => p.rows)).toEqual(whole.rows);
    // Ten rows in pages of three: the opening row and nine movements, then a page past the end.
    expect(pages.map((p) => p.rows.length)).toEqual([3, 3, 3, 1, 0]);
    expect(pages.map((p) => [p.total, p.totals])).toEqual(Array(5).fill([10, whole.totals]));
  });

  it('print as a PDF with its signature lines', async () => {
    const acc = await account('100.00');
    const id = await draft(movement(acc, 3, '50.00'));
    await post(id);
    const pdf = await call('GET', `/api/finance/bankingMovement/pdf/${id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
