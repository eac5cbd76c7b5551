import { chequeBookResource, type FieldError, type NextCheque } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { conflict } from '../../../platform/errors.ts';
import type { ResourceHooks } from '../../../platform/resources/hooks.ts';

/** The master's own next-cheque column (its declaration's SQL over the book `t`), so one rule says what is free. */
const NEXT = sql.raw(chequeBookResource.computed?.find((c) => c.name === 'nextNumber')?.sql ?? 'null');

/**
 * One account's cheque books are changed one writer at a time: a book added, a cheque voided and a
 * cheque issued each take this lock before they look, so a number is never both voided and issued.
 */
async function lockBooks(tx: Tx, idBankAccount: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cheque_book'), ${idBankAccount})`);
}

/** The next cheque of the account, from its active books, oldest first. */
export async function nextCheque(db: Db | Tx, idClient: number, idBankAccount: number): Promise<NextCheque> {
  const found = await db.execute<{
    books: boolean;
    number: string | null;
    id_cheque_book: number | null;
  }>(sql`
    select exists (select 1 from cheque_book b where b.id_client = ${idClient} and b.id_bank_account = ${idBankAccount}) as books,
           n.number, n.id as id_cheque_book
      from (select 1) one
      left join lateral (
        select t.id, ${NEXT} as number from cheque_book t
         where t.id_client = ${idClient} and t.id_bank_account = ${idBankAccount} and t.active
         order by length(t.first_number), t.first_number) n on n.number is not null
     limit 1`);
  const row = found.rows[0];
  return {
    books: row?.books ?? false,
    number: row?.number ?? null,
    idChequeBook: row?.id_cheque_book ?? null,
  };
}

/**
 * A cheque a movement of the account issues, once the account keeps books: of one of its active
 * books, as printed, and not voided. Takes the account's books' lock, kept until the movement is written.
 */
export async function chequeErrors(
  tx: Tx,
  auth: AuthContext,
  idBankAccount: number,
  number: string,
): Promise<FieldError[]> {
  await lockBooks(tx, idBankAccount);
  const found = await tx.execute<{ books: boolean; inside: boolean; voided: string | null }>(sql`
    select exists (select 1 from cheque_book b where b.id_client = ${auth.idClient} and b.id_bank_account = ${idBankAccount}) as books,
           exists (select 1 from cheque_book b
                    where b.id_client = ${auth.idClient} and b.id_bank_account = ${idBankAccount} and b.active
                      and ${number} ~ '^[0-9]+$' and length(b.first_number) = length(${number})
                      and ${number} between b.first_number and b.last_number) as inside,
           (select v.reason from cheque_void v join cheque_book b on b.id = v.id_cheque_book
             where b.id_client = ${auth.idClient} and b.id_bank_account = ${idBankAccount} and v.number = ${number}
             limit 1) as voided`);
  const row = found.rows[0];
  if (!row?.books) return [];
  if (row.voided !== null)
    return [{ field: 'reference', message: `El cheque ${number} está anulado: ${row.voided}` }];
  if (row.inside) return [];
  const next = await nextCheque(tx, auth.idClient, idBankAccount);
  return [
    {
      field: 'reference',
      message: `El cheque ${number} no es de ninguna chequera activa de la cuenta${
        next.number ? `: el próximo es el ${next.number}` : ': registre una chequera nueva'
      }`,
    },
  ];
}

type Book = {
  id: number;
  id_bank_account: number;
  first_number: string;
  last_number: string;
};

async function bookOf(tx: Tx, auth: AuthContext, id: number): Promise<Book> {
  const found = await tx.execute<Book>(sql`
    select id, id_bank_account, first_number, last_number from cheque_book where id = ${id} and id_client = ${auth.idClient}`);
  const book = found.rows[0];
  if (!book) throw conflict('La chequera no existe en esta institución');
  return book;
}

/** Whether any cheque of the book (its range as stored) was issued or voided. */
async function used(tx: Tx, book: Book): Promise<boolean> {
  const found = await tx.execute<{ used: boolean }>(sql`
    select exists (select 1 from bank_movement m
                    where m.id_bank_account = ${book.id_bank_account} and m.id_kind = 1
                      and m.reference ~ '^[0-9]+$' and length(m.reference) = length(${book.first_number})
                      and m.reference between ${book.first_number} and ${book.last_number})
        or exists (select 1 from cheque_void v where v.id_cheque_book = ${book.id}) as used`);
  return found.rows[0]?.used ?? false;
}

/** No two books of an account share a cheque. */
async function refuseOverlap(tx: Tx, book: Book): Promise<void> {
  const found = await tx.execute<{ first_number: string; last_number: string }>(sql`
    select o.first_number, o.last_number from cheque_book o
     where o.id_bank_account = ${book.id_bank_account} and o.id <> ${book.id}
       and o.first_number::numeric <= ${book.last_number}::numeric
       and ${book.first_number}::numeric <= o.last_number::numeric
     limit 1`);
  const other = found.rows[0];
  if (other)
    throw conflict(
      `Se solapa con la chequera ${other.first_number} a ${other.last_number} de la misma cuenta`,
      [{ field: 'firstNumber', message: 'Estos cheques ya son de otra chequera de la cuenta' }],
    );
}

export const chequeBookGuard: ResourceHooks = {
  async afterCreate(tx, auth, id) {
    const book = await bookOf(tx, auth, id);
    await lockBooks(tx, book.id_bank_account);
    await refuseOverlap(tx, book);
  },
  async beforeUpdate(tx, auth, before, after) {
    const book = await bookOf(tx, auth, before.id as number);
    await lockBooks(tx, book.id_bank_account);
    const moved =
      String(before.idBankAccount) !== String(after.idBankAccount) ||
      before.firstNumber !== after.firstNumber ||
      before.lastNumber !== after.lastNumber;
    if (moved && (await used(tx, book)))
      throw conflict(
        'La chequera ya tiene cheques emitidos o anulados: su cuenta y sus números no cambian (desactívela y registre otra).',
      );
    if (moved)
      await refuseOverlap(tx, {
        id: book.id,
        id_bank_account: Number(after.idBankAccount),
        first_number: String(after.firstNumber),
        last_number: String(after.lastNumber),
      });
  },
  async beforeDelete(tx, auth, id) {
    const book = await bookOf(tx, auth, id);
    await lockBooks(tx, book.id_bank_account);
    if (await used(tx, book))
      throw conflict('La chequera ya tiene cheques emitidos o anulados: desactívela en lugar de eliminarla.');
  },
};

/** A voided cheque is one of its book's, not issued by then. */
export const chequeVoidGuard: ResourceHooks = {
  async afterCreate(tx, auth, id) {
    const found = await tx.execute<{ number: string; id_cheque_book: number }>(sql`
      select number, id_cheque_book from cheque_void where id = ${id} and id_client = ${auth.idClient}`);
    const row = found.rows[0];
    if (!row) return;
    const book = await bookOf(tx, auth, row.id_cheque_book);
    await lockBooks(tx, book.id_bank_account);
    if (
      row.number.length !== book.first_number.length ||
      row.number < book.first_number ||
      row.number > book.last_number
    )
      throw conflict(
        `El cheque ${row.number} no es de esa chequera (${book.first_number} a ${book.last_number})`,
        [{ field: 'number', message: 'No es de esa chequera' }],
      );
    const issued = await tx.execute<{ number_text: string | null }>(sql`
      select number_text from bank_movement
       where id_bank_account = ${book.id_bank_account} and id_kind = 1 and reference = ${row.number} limit 1`);
    if (issued.rows[0])
      throw conflict(
        `El cheque ${row.number} ya se emitió${issued.rows[0].number_text ? ` (movimiento N.º ${issued.rows[0].number_text})` : ''}: se anula desde su movimiento`,
        [{ field: 'number', message: 'Ya se emitió' }],
      );
  },
};
