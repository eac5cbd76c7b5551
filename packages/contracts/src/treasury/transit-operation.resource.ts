import { defineResource, f, perPeriod } from '../resources/resource.ts';

/** What is in transit between book and bank when a period starts, by the side that still lacks it. */
export const TRANSIT_KINDS = [
  { value: 'CH', label: 'Cheque emitido no cobrado' },
  { value: 'DP', label: 'Depósito no acreditado por el banco' },
  { value: 'NC', label: 'Nota de crédito no registrada en libros' },
  { value: 'ND', label: 'Nota de débito no registrada en libros' },
] as const;

/**
 * The items left in transit by the last reconciliation of the previous period (a cheque not yet
 * cashed, a deposit not yet credited, a bank note not yet booked): the first reconciliation of the
 * period matches them against the statement like any book movement.
 */
export const transitOperationResource = defineResource({
  name: 'transitOperation',
  table: 'transit_operation',
  service: 'finance',
  path: 'financeOperationTransit',
  screen: 'TES-OPT-01',
  ...perPeriod('transit_operation'),
  labels: { singular: 'operación en tránsito', plural: 'operaciones en tránsito', feminine: true },
  display: 'reference',
  defaultSort: { field: 'operationDate', dir: 'asc' },
  fields: [
    // The screen names the period in its heading; the account is the row's key.
    f.period({ list: false }),
    f.ref(
      'idBankAccount',
      'Cuenta bancaria',
      { resource: 'bankAccount', display: 'accountNumber' },
      { required: true },
    ),
    f.enum('kind', 'Tipo', TRANSIT_KINDS, { required: true, initial: 'CH' }),
    f.date('operationDate', 'Fecha', { required: true }),
    f.text('reference', 'Referencia', {
      required: true,
      max: 30,
      search: true,
      help: 'Número del cheque, del depósito o de la nota',
    }),
    f.text('description', 'Descripción', { max: 250, search: true }),
    f.money('amount', 'Monto', { required: true }),
  ],
  uniques: [
    {
      fields: ['idPeriod', 'idBankAccount', 'kind', 'reference'],
      message: 'Esa operación ya está en tránsito en la cuenta',
    },
  ],
  rules: [
    {
      field: 'amount',
      message: 'El monto debe ser mayor que cero',
      test: (row) => {
        const amount = String(row.amount ?? '').trim();
        return /^\d+(\.\d+)?$/.test(amount) && /[1-9]/.test(amount);
      },
    },
  ],
});
