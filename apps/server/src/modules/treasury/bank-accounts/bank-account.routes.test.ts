import { describe, expect, it } from 'vitest';
import { testSuite } from '../../../test/suite.ts';

/** Spec sections 3 and 7: banks say whose they are, a bank account carries its bank, the simple list. */
const t = testSuite();

const { call } = t.api;

describe('banks and bank accounts', () => {
  it('carry the institution, the account its bank, and the simple list answers data.data', async () => {
    const [home, other] = t.clients as [number, number];
    const created = await call('POST', '/api/finance/bank/create', {
      code: '0102',
      name: 'Banco de Venezuela',
      active: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const bank = created.json().data;
    expect(bank).toMatchObject({ code: '0102', idClient: home });
    const currency = (
      await call('POST', '/api/finance/currency/create', { code: 'VES', name: 'Bolívar', symbol: 'Bs.' })
    ).json().data;
    const account = (number: string, active: boolean) =>
      call('POST', '/api/finance/bankAccount/create', {
        idBank: bank.id,
        accountNumber: number,
        accountType: 'CORRIENTE',
        description: `Cuenta ${number.slice(-4)}`,
        idCurrency: currency.id,
        active,
      });
    const open = (await account('01020000000000001234', true)).json().data;
    await account('01020000000000009999', false);
    expect(open).toMatchObject({
      idClient: home,
      bank: { id: bank.id, code: '0102', name: 'Banco de Venezuela', idClient: home },
    });
    const listed = await call('GET', `/api/finance/bankAccount/findByIdClient/${home}`);
    expect(
      listed.json().data.rows.every((r: { bank: { idClient: number } }) => r.bank.idClient === home),
    ).toBe(true);
    const simple = await call('GET', `/api/finance/bankAccount/findSimpleByIdClient/${home}`);
    expect(simple.statusCode, simple.body).toBe(200);
    expect(simple.json().data.data).toEqual([
      {
        id: open.id,
        accountNumber: '01020000000000001234',
        accountType: 'CORRIENTE',
        description: 'Cuenta 1234',
        idBank: bank.id,
        bankCode: '0102',
        bankName: 'Banco de Venezuela',
        currencyCode: currency.code,
      },
    ]);
    const theirs = await call('GET', `/api/finance/bankAccount/findSimpleByIdClient/${other}`);
    expect(theirs.statusCode).toBe(403);
  });
});
