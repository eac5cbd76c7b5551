import { formatDate } from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { writesSoFar } from '../../../test/harness.ts';
import { testSuite } from '../../../test/suite.ts';
import { fundedAccount, keptDaysApart } from '../../../test/treasury-fixtures.ts';

/**
 * Accounts in foreign currency (issue 38): a dollar account keeps its book in dollars; a transfer
 * between a bolívar and a dollar account records both amounts, the rate they make and the BCV's rate
 * of the day; it is undone only whole; the accounts' report values each book in bolívares at its
 * currency's BCV rate.
 */
const t = testSuite();
const { call } = t.api;
let idClient: number;
let period: { id: number; start: string; today: string };
let bolivares: { id: number; accountNumber: string };
let dollars: { id: number; accountNumber: string };
let euros: { id: number; accountNumber: string };

beforeAll(async () => {
  idClient = t.clients[0] as number;
  period = await t.currentPeriod(idClient);
  bolivares = await fundedAccount(t.db, idClient, period.id, '10000.00');
  dollars = await fundedAccount(t.db, idClient, period.id, '0.00', undefined, 'USD');
  euros = await fundedAccount(t.db, idClient, period.id, '0.00', undefined, 'EUR');
});

/** A movement saved and posted as the treasurer does: the refusal's answer, or the posted detail. */
async function movement(body: Record<string, unknown>) {
  const made = await call('POST', '/api/finance/bankingMovement/create', {
    idPeriod: period.id,
    idBankAccount: bolivares.id,
    idKind: 2,
    movementDate: period.today,
    reference: 'T-1',
    description: 'Compra de divisas para el pago a proveedores del exterior',
    amount: '3650.00',
    ...body,
  });
  if (made.statusCode !== 200) return { refused: made };
  const id = made.json().data.id as number;
  const posted = await call('POST', `/api/finance/bankingMovement/post/${id}`);
  if (posted.statusCode !== 200) return { refused: posted, id };
  return { id, detail: (await call('GET', `/api/finance/bankingMovement/findById/${id}`)).json().data };
}

const balance = async (idBankAccount: number) =>
  (
    await t.rows<{ movements: string }>(sql`
      select movements::text from bank_balance where id_bank_account = ${idBankAccount}`)
  )[0]?.movements ?? '0.00';

describe('accounts in foreign currency', () => {
  it('refuses a transfer between bolívares and dollars on a day without a BCV rate, moving nothing', async () => {
    const made = await call('POST', '/api/finance/bankingMovement/create', {
      idPeriod: period.id,
      idBankAccount: bolivares.id,
      idKind: 2,
      movementDate: period.today,
      reference: 'T-0',
      description: 'Compra de divisas',
      amount: '3650.00',
      idToAccount: dollars.id,
      toAmount: '100.00',
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const before = await writesSoFar(t.db);
    const posted = await call('POST', `/api/finance/bankingMovement/post/${id}`);
    expect(posted.statusCode).toBe(422);
    expect(posted.json().message).toBe(
      `No hay tasa de cambio del BCV del USD registrada al ${formatDate(period.today)}: regístrela en Tasas de cambio (BCV).`,
    );
    expect(await writesSoFar(t.db)).toBe(before);
    expect(await balance(bolivares.id)).toBe('0.00');
    await call('DELETE', `/api/finance/bankingMovement/deleteById/${id}`);
  });

  it('records both amounts, the rate they make and the BCV rate of the day', async () => {
    const rate = await call('POST', '/api/finance/exchangeRate/create', {
      currency: 'USD',
      validFrom: period.start,
      rate: '36.40000000',
      source: 'bcv.org.ve',
    });
    expect(rate.statusCode, rate.body).toBe(200);
    // The bank sold the dollars a little above the official rate: 3.650,00 Bs for 100,00 USD.
    const sent = await movement({ idToAccount: dollars.id, toAmount: '100.00' });
    expect(sent.refused?.body).toBeUndefined();
    expect(sent.detail).toMatchObject({
      kindCode: 'TR',
      currencyCode: 'VES',
      amount: '3650.00',
      idBeneficiary: null,
      transfer: {
        idToAccount: dollars.id,
        toAccountNumber: dollars.accountNumber,
        toCurrencyCode: 'USD',
        toAmount: '100.00',
        rate: '36.50000000',
        bcvRate: '36.40000000',
        bcvValidFrom: period.start,
      },
    });
    const received = (
      await call('GET', `/api/finance/bankingMovement/findById/${sent.detail.transfer.idToMovement}`)
    ).json().data;
    expect(received).toMatchObject({
      kindCode: 'TE',
      kindLabel: 'Transferencia recibida',
      idBankAccount: dollars.id,
      currencyCode: 'USD',
      amount: '100.00',
      signedAmount: '100.00',
      reference: 'T-1',
      status: 'posted',
    });
    // Each book in its own currency.
    expect(await balance(bolivares.id)).toBe('-3650.00');
    expect(await balance(dollars.id)).toBe('100.00');
    expect(await keptDaysApart(t.db, dollars.id)).toEqual([]);

    // The dollars' side is undone only with the transfer.
    const alone = await call('POST', `/api/finance/bankingMovement/annul/${received.id}`, {
      reason: 'Se registró dos veces',
    });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toMatch(/^Lo emitió /);

    // Once the dollars are spent, the transfer cannot be undone: the dollar account would be overdrawn.
    const spent = await movement({
      idBankAccount: dollars.id,
      idKind: 4,
      reference: 'R-1',
      description: 'Retiro para viáticos',
      amount: '60.00',
    });
    expect(spent.refused?.body).toBeUndefined();
    const blocked = await call('POST', `/api/finance/bankingMovement/annul/${sent.id}`, {
      reason: 'La transferencia se hizo a la cuenta equivocada',
    });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toMatch(/^Saldo insuficiente: la cuenta \d{20} tiene 40,00 según libros/);

    // With the withdrawal annulled, the transfer is, and both books are back where they were.
    expect(
      (
        await call('POST', `/api/finance/bankingMovement/annul/${spent.id}`, {
          reason: 'Retiro no realizado',
        })
      ).statusCode,
    ).toBe(200);
    const undone = await call('POST', `/api/finance/bankingMovement/annul/${sent.id}`, {
      reason: 'La transferencia se hizo a la cuenta equivocada',
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await balance(bolivares.id)).toBe('0.00');
    expect(await balance(dollars.id)).toBe('0.00');
    const twin = (await call('GET', `/api/finance/bankingMovement/findById/${received.id}`)).json().data;
    expect(twin).toMatchObject({
      status: 'annulled',
      annulReason: 'La transferencia se hizo a la cuenta equivocada',
    });
  });

  it('refuses what a transfer between accounts cannot be, naming the field, and posts nothing', async () => {
    const cases: [Record<string, unknown>, { field: string; message: string }][] = [
      [
        { idToAccount: dollars.id },
        { field: 'toAmount', message: `Indique lo que llegó a la cuenta ${dollars.accountNumber} en USD` },
      ],
      [
        { idBankAccount: dollars.id, amount: '10.00', idToAccount: euros.id, toAmount: '9.00' },
        {
          field: 'idToAccount',
          message:
            'De USD a EUR no se transfiere directamente: pase por una cuenta en bolívares, al tipo de cambio de cada moneda',
        },
      ],
      [
        { idToAccount: bolivares.id },
        { field: 'idToAccount', message: 'La cuenta destino es la misma de la que sale el dinero' },
      ],
      [
        { idKind: 3, idToAccount: dollars.id, toAmount: '100.00' },
        { field: 'idToAccount', message: 'Solo una transferencia se hace a otra cuenta de la institución' },
      ],
    ];
    cases.push([
      { idToAccount: dollars.id, amount: '100000000000.00', toAmount: '0.01' },
      {
        field: 'toAmount',
        message: '100.000.000.000,00 VES por 0,01 USD no da una tasa posible: revise los dos montos',
      },
    ]);
    const same = await fundedAccount(t.db, idClient, period.id, '0.00');
    cases.push([
      { idToAccount: same.id, toAmount: '3000.00' },
      { field: 'toAmount', message: 'Entre cuentas en VES llega lo mismo que sale: 3.650,00' },
    ]);
    const before = await balance(bolivares.id);
    for (const [body, error] of cases) {
      const res = await movement(body);
      expect(res.refused?.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.refused?.json().fields).toContainEqual(error);
      if (res.id) await call('DELETE', `/api/finance/bankingMovement/deleteById/${res.id}`);
    }
    expect(await balance(bolivares.id)).toBe(before);
    // Another institution's account is not a destination: refused when the draft is saved.
    const theirs = await fundedAccount(t.db, t.clients[1] as number, period.id, '0.00');
    const other = await movement({ idToAccount: theirs.id, toAmount: '3650.00' });
    expect(other.refused?.statusCode).toBe(400);
    expect(other.refused?.json().fields).toContainEqual({
      field: 'idToAccount',
      message: 'La cuenta destino no existe en esta institución o está inactiva',
    });
    // Between accounts of one currency the amount is the same on both sides, without typing it twice.
    const local = await movement({ idToAccount: same.id, amount: '150.00', reference: 'T-2' });
    expect(local.detail?.transfer).toMatchObject({ toAmount: '150.00', rate: null, bcvRate: null });
    expect(await balance(same.id)).toBe('150.00');
  });

  it('crosses transfers between two accounts at once without a deadlock: each one posts', async () => {
    const a = await fundedAccount(t.db, idClient, period.id, '1000.00');
    const b = await fundedAccount(t.db, idClient, period.id, '1000.00');
    const sent = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        movement({
          idBankAccount: i % 2 ? a.id : b.id,
          idToAccount: i % 2 ? b.id : a.id,
          amount: '100.00',
          reference: `X-${i}`,
        }),
      ),
    );
    expect(sent.map((s) => s.refused?.statusCode ?? 200)).toEqual([200, 200, 200, 200, 200, 200]);
    expect([await balance(a.id), await balance(b.id)]).toEqual(['0.00', '0.00']);
    expect(await keptDaysApart(t.db, a.id)).toEqual([]);
  });

  it('values each account in bolívares at its currency BCV rate in the accounts report', async () => {
    const bought = await movement({ idToAccount: dollars.id, toAmount: '100.00', reference: 'T-3' });
    expect(bought.refused?.body).toBeUndefined();
    const report = await call(
      'GET',
      `/api/reports/treasury/cuentas-bancarias?idPeriod=${period.id}&size=100`,
    );
    expect(report.statusCode, report.body).toBe(200);
    const rows = report.json().data.rows as Record<string, string | null>[];
    const row = (account: { accountNumber: string }) =>
      rows.find((r) => r.accountNumber === account.accountNumber);
    expect(row(dollars)).toMatchObject({
      currency: 'USD',
      bookBalance: '100.00',
      rate: '36.40000000',
      bookBalanceVes: '3640.00',
    });
    expect(row(bolivares)).toMatchObject({
      currency: 'VES',
      bookBalance: '6200.00',
      rate: null,
      bookBalanceVes: '6200.00',
    });
    // No euro rate recorded: its book is not valued, rather than valued at nothing.
    expect(row(euros)).toMatchObject({
      currency: 'EUR',
      bookBalance: '0.00',
      rate: null,
      bookBalanceVes: null,
    });
    // Only the value in bolívares adds up across currencies, and only when every account is valued:
    // with the euros unvalued, a total would pass for the whole.
    expect(report.json().data.totals).toEqual({});
    expect(
      (
        await call('POST', '/api/finance/exchangeRate/create', {
          currency: 'EUR',
          validFrom: period.start,
          rate: '40.00000000',
        })
      ).statusCode,
    ).toBe(200);
    const valued = (
      await call('GET', `/api/reports/treasury/cuentas-bancarias?idPeriod=${period.id}&size=100`)
    ).json().data;
    const sum = (valued.rows as { bookBalanceVes: string }[])
      .reduce((total, r) => total + Math.round(Number(r.bookBalanceVes) * 100), 0)
      .toString();
    expect(valued.totals).toEqual({ bookBalanceVes: `${sum.slice(0, -2)}.${sum.slice(-2)}` });
    const tile = (await call('GET', `/api/finance/bankAccount/balances/${period.id}`)).json().data;
    expect(tile.find((a: { accountNumber: string }) => a.accountNumber === dollars.accountNumber)).toEqual({
      accountNumber: dollars.accountNumber,
      bankName: 'Banco de Venezuela',
      currency: 'USD',
      bookBalance: '100.00',
      bankBalance: null,
      rate: '36.40000000',
      bookBalanceVes: '3640.00',
    });
  });

  it("draws the board's bank balances at each month's end, in bolívares, none for a month not begun or unvalued", async () => {
    const months = async () => {
      const res = await call('GET', `/api/finance/bankAccount/balanceMonths/${period.id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { year: number; month: number; book: string | null; unvalued: number }[];
    };
    const report = (
      await call('GET', `/api/reports/treasury/cuentas-bancarias?idPeriod=${period.id}&size=100`)
    ).json().data;
    // The movements are all of today: the months before hold the openings (the foreign ones' are 0,
    // valued at nothing without a rate), today's month the whole book, the months after nothing yet.
    const [opened] = await t.rows<{ sum: string }>(sql`
      select sum(book_balance)::text as sum from opening_balance where id_client = ${idClient} and id_period = ${period.id}`);
    const thisMonth = Number(period.today.slice(5, 7));
    const expected = (month: number) =>
      month < thisMonth ? opened?.sum : month === thisMonth ? report.totals.bookBalanceVes : null;
    const drawn = await months();
    expect(drawn.map((m) => m.month)).toEqual(drawn.map((_, i) => Number(period.start.slice(5, 7)) + i));
    expect(drawn).toEqual(drawn.map((m) => ({ ...m, book: expected(m.month) ?? null, unvalued: 0 })));
    // Yuan held with no rate: no month adds up; once the rate of today is recorded, today's month
    // does, at that rate, and the months before (whose last day had no rate) still do not.
    await fundedAccount(t.db, idClient, period.id, '50.00', undefined, 'CNY');
    expect((await months()).filter((m) => m.month <= thisMonth)).toEqual(
      drawn.filter((m) => m.month <= thisMonth).map((m) => ({ ...m, book: null, unvalued: 1 })),
    );
    const rated = await call('POST', '/api/finance/exchangeRate/create', {
      currency: 'CNY',
      validFrom: period.today,
      rate: '45.00000000',
    });
    expect(rated.statusCode, rated.body).toBe(200);
    const now = (await months()).find((m) => m.month === thisMonth);
    const withYuan = new Decimal(report.totals.bookBalanceVes).plus('2250.00').toFixed(2);
    expect(now).toEqual({
      year: Number(period.today.slice(0, 4)),
      month: thisMonth,
      book: withYuan,
      unvalued: 0,
    });
    expect((await months()).filter((m) => m.month < thisMonth)).toEqual(
      drawn.filter((m) => m.month < thisMonth).map((m) => ({ ...m, book: null, unvalued: 1 })),
    );
  });
});
