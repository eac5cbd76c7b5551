import { defineResource, f } from '../resources/resource.ts';

/**
 * Where a bank's cheque takes each of what the treasury prints on it, in millimetres from the
 * cheque's top left corner, and the cheque's size. A bank without its layout prints on this one:
 * a common 178 × 76 mm cheque, the amount at the top right, the payee, the amount in words and the
 * place and date on the lines below. Adjust it to the bank's own cheque with a test print.
 */
export const DEFAULT_CHEQUE_LAYOUT = {
  widthMm: 178,
  heightMm: 76,
  amountX: 135,
  amountY: 10,
  payeeX: 30,
  payeeY: 24,
  wordsX: 30,
  wordsY: 32,
  wordsWidth: 140,
  dateX: 30,
  dateY: 46,
} as const;
export type ChequeLayout = { [K in keyof typeof DEFAULT_CHEQUE_LAYOUT]: number } & { place: string | null };

const mm = (name: keyof typeof DEFAULT_CHEQUE_LAYOUT, label: string) =>
  f.integer(name, label, { required: true, initial: DEFAULT_CHEQUE_LAYOUT[name], list: false });

/** Each position inside the cheque, and the cheque a size a printer takes. */
const inside = (x: string, y: string, label: string) => ({
  field: x,
  message: `${label}: dentro del cheque (entre 0 y su ancho y su alto)`,
  test: (row: Record<string, unknown>) =>
    Number(row[x]) >= 0 &&
    Number(row[y]) >= 0 &&
    Number(row[x]) < Number(row.widthMm) &&
    Number(row[y]) < Number(row.heightMm),
});

export const chequeLayoutResource = defineResource({
  name: 'chequeLayout',
  table: 'cheque_layout',
  service: 'finance',
  path: 'chequeLayout',
  screen: 'TES-CHQ-03',
  scope: { kind: 'client' },
  labels: { singular: 'formato de cheque', plural: 'formatos de cheque' },
  display: 'name',
  defaultSort: { field: 'name', dir: 'asc' },
  fields: [
    f.ref('idBank', 'Banco', { resource: 'bank', display: 'name' }, { required: true }),
    f.text('name', 'Nombre', { required: true, max: 80, search: true }),
    f.text('place', 'Lugar de emisión', { max: 60, help: 'Se imprime antes de la fecha: Caracas, …' }),
    mm('widthMm', 'Ancho del cheque (mm)'),
    mm('heightMm', 'Alto del cheque (mm)'),
    mm('amountX', 'Monto: desde la izquierda (mm)'),
    mm('amountY', 'Monto: desde arriba (mm)'),
    mm('payeeX', 'Beneficiario: desde la izquierda (mm)'),
    mm('payeeY', 'Beneficiario: desde arriba (mm)'),
    mm('wordsX', 'Monto en letras: desde la izquierda (mm)'),
    mm('wordsY', 'Monto en letras: desde arriba (mm)'),
    mm('wordsWidth', 'Monto en letras: ancho (mm)'),
    mm('dateX', 'Lugar y fecha: desde la izquierda (mm)'),
    mm('dateY', 'Lugar y fecha: desde arriba (mm)'),
  ],
  uniques: [{ fields: ['idBank'], message: 'Ese banco ya tiene su formato de cheque' }],
  rules: [
    {
      field: 'widthMm',
      message: 'Un cheque mide de 100 a 250 mm de ancho y de 50 a 120 mm de alto',
      test: (row) =>
        Number(row.widthMm) >= 100 &&
        Number(row.widthMm) <= 250 &&
        Number(row.heightMm) >= 50 &&
        Number(row.heightMm) <= 120,
    },
    inside('amountX', 'amountY', 'El monto'),
    inside('payeeX', 'payeeY', 'El beneficiario'),
    inside('wordsX', 'wordsY', 'El monto en letras'),
    inside('dateX', 'dateY', 'El lugar y la fecha'),
    {
      field: 'wordsWidth',
      message: 'El monto en letras cabe en el cheque: su ancho más su posición no pasan del ancho del cheque',
      test: (row) =>
        Number(row.wordsWidth) >= 20 && Number(row.wordsX) + Number(row.wordsWidth) <= Number(row.widthMm),
    },
  ],
});
