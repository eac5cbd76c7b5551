import { defineResource, f, perPeriod } from '../resources/resource.ts';

/**
 * A bank account's balances on the first day of a budget period: per book (the treasury's own
 * record) and per bank (the statement). The bank book and the reconciliation start from them.
 */
export const openingBalanceResource = defineResource({
  name: 'openingBalance',
  table: 'opening_balance',
  service: 'finance',
  path: 'openingBalance',
  screen: 'TES-SAL-01',
  ...perPeriod('opening_balance'),
  labels: { singular: 'saldo inicial', plural: 'saldos iniciales' },
  display: 'idBankAccount',
  defaultSort: { field: 'idBankAccount', dir: 'asc' },
  fields: [
    // The screen names the period in its heading; the account is the row's key.
    f.period({ list: false }),
    f.ref(
      'idBankAccount',
      'Cuenta bancaria',
      { resource: 'bankAccount', display: 'accountNumber' },
      { required: true, immutable: true },
    ),
    f.money('bookBalance', 'Saldo según libros', { required: true, initial: '0.00' }),
    f.money('bankBalance', 'Saldo según banco', { required: true, initial: '0.00' }),
    f.text('note', 'Observación', {
      max: 250,
      search: true,
      help: 'De dónde sale el saldo: la conciliación de cierre, el acta de entrega…',
    }),
  ],
  uniques: [
    { fields: ['idPeriod', 'idBankAccount'], message: 'Esa cuenta ya tiene saldo inicial en el período' },
  ],
});
