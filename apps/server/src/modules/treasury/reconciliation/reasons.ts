import {
  daysBetween,
  formatMoney,
  type ReconciliationItem,
  type ReconciliationMatch,
} from '@erario/contracts';
import Decimal from 'decimal.js';

/** How many days the bank's date is from the book's, as a reason says it. */
export function apart(bookDate: string, bankDate: string): string {
  const days = daysBetween(bookDate, bankDate);
  if (days === 0) return 'el mismo día';
  const n = Math.abs(days);
  return `${n} ${n === 1 ? 'día' : 'días'} ${days > 0 ? 'después' : 'antes'}`;
}

const money = (amount: string) => formatMoney(new Decimal(amount).abs().toFixed(2));
const total = (items: ReconciliationItem[]) =>
  items.reduce((sum, i) => sum.plus(i.amount), new Decimal(0)).toFixed(2);
const day = (date: string) => date.split('-').reverse().join('/');

/**
 * Why a match holds, said from its items: what the rule that made it saw. The items of a match do
 * not change while it stands (the movements, statements and transit operations refuse it), so the
 * reason is read from them rather than written with each of the 95.000 matches of an automatic run.
 */
export function reasonOf(
  rule: ReconciliationMatch['rule'],
  book: ReconciliationItem[],
  bank: ReconciliationItem[],
): string {
  const [b, k] = [book[0], bank[0]];
  if (rule === 'booked' && b && k)
    return `Registrado en libros desde la línea del banco del ${day(k.date)}: ${b.kind === 'ND' ? 'nota de débito' : 'nota de crédito'} por ${money(b.amount)}`;
  // By hand, the sum says which way the money went: a bank fee matched to its entry adds up to -35,00.
  if (rule === 'manual' || !b || !k)
    return `Conciliado a mano: el libro y el banco suman ${formatMoney(total(book))}`;
  if (rule === 'reference')
    return `Misma referencia (${k.reference ?? ''}) y monto (${money(b.amount)}); el banco lo registró ${apart(b.date, k.date)}`;
  if (rule === 'amount')
    return `Mismo monto (${money(b.amount)}); el banco lo registró ${apart(b.date, k.date)}${
      !b.reference || !k.reference
        ? ', sin referencia que comparar'
        : `, con referencias distintas (${b.reference} y ${k.reference})`
    }`;
  // A group: several items of one side, on one day or a few apart, one of the other.
  if (book.length > 1) {
    const last = latest(book);
    return `${book.length} movimientos del libro ${days(book)} suman ${money(total(book))}, lo que el banco registró en una línea ${apart(last, k.date)}`;
  }
  return `${bank.length} líneas del banco ${days(bank)} suman ${money(total(bank))}, lo que el libro registró en un movimiento ${apart(b.date, earliest(bank))}`;
}

const earliest = (items: ReconciliationItem[]) => items.map((i) => i.date).sort()[0] ?? '';
const latest = (items: ReconciliationItem[]) =>
  items
    .map((i) => i.date)
    .sort()
    .at(-1) ?? '';
/** «del 15/01/2026», or «del 20/07/2026 al 21/07/2026» for items of several days. */
const days = (items: ReconciliationItem[]) =>
  earliest(items) === latest(items)
    ? `del ${day(earliest(items))}`
    : `del ${day(earliest(items))} al ${day(latest(items))}`;
