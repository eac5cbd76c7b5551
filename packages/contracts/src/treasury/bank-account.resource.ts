import { defineResource, f } from '../resources/resource.ts';

export const bankAccountResource = defineResource({
  name: 'bankAccount',
  table: 'bank_account',
  service: 'finance',
  path: 'bankAccount',
  screen: 'TES-CTA-01',
  // Under a bank of the client: the account carries the bank's client, so it is listed by client too.
  scope: { kind: 'parent', resource: 'bank', field: 'idBank', path: 'findByIdBank' },
  labels: { singular: 'cuenta bancaria', plural: 'cuentas bancarias', feminine: true },
  display: 'accountNumber',
  fields: [
    f.ref('idBank', 'Banco', { resource: 'bank', display: 'name', embed: 'bank' }, { required: true }),
    f.text('accountNumber', 'Número de cuenta', {
      required: true,
      max: 20,
      search: true,
      pattern: { regex: /^\d{20}$/, message: 'El número de cuenta tiene 20 dígitos' },
      example: '01020123450000012345',
    }),
    f.enum(
      'accountType',
      'Tipo',
      [
        { value: 'CORRIENTE', label: 'Corriente' },
        { value: 'AHORRO', label: 'Ahorro' },
        { value: 'FIDEICOMISO', label: 'Fideicomiso' },
      ],
      { required: true, initial: 'CORRIENTE' },
    ),
    f.text('description', 'Descripción', { max: 150, search: true }),
    // The book is kept in it: a movement's amount is in the account's currency, so it never changes.
    f.ref(
      'idCurrency',
      'Moneda',
      { resource: 'currency', display: 'code' },
      {
        required: true,
        immutable: true,
        help: 'El libro se lleva en esta moneda; los reportes lo valoran en bolívares a la tasa del BCV',
      },
    ),
    f.boolean('active', 'Activa', { initial: true }),
  ],
  uniques: [
    { fields: ['accountNumber'], message: 'Ya existe una cuenta con ese número en esta institución' },
  ],
});
