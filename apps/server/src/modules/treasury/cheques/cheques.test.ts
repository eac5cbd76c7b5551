import { formatLongDate } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { writesSoFar } from '../../../test/harness.ts';
import { placedText } from '../../../test/pdf.ts';
import { testSuite } from '../../../test/suite.ts';
import { bankAccount, fundedAccount } from '../../../test/treasury-fixtures.ts';

/**
 * Cheque books (issue 38, "Cheques"): an account's books, the next cheque proposed, voided and
 * spoiled cheques with their reason, a book that runs out, and the bank movement that issues only
 * the account's own cheques.
 */
const t = testSuite();
const { call } = t.api;
let idClient: number;
let period: { id: number; today: string };
let account: number;
let beneficiary: number;

beforeAll(async () => {
  idClient = t.clients[0] as number;
  period = await t.currentPeriod(idClient);
  account = (await fundedAccount(t.db, idClient, period.id, '1000.00')).id;
  beneficiary = (
    await t.rows<{ id: number }>(sql`
      insert into beneficiary (id_client, code, name, active) values (${idClient}, 'J-30303030-3', 'Papelería Bolívar', true)
      returning id`)
  )[0]?.id as number;
});

/** A cheque of the account, saved and posted as the treasurer does: the answer that refused it, or its id. */
async function issue(number: string, idBankAccount = account) {
  const made = await call('POST', '/api/finance/bankingMovement/create', {
    idPeriod: period.id,
    idBankAccount,
    idKind: 1,
    movementDate: period.today,
    reference: number,
    idBeneficiary: beneficiary,
    description: `Cheque ${number}`,
    amount: '10.00',
  });
  if (made.statusCode !== 200) return made;
  const posted = await call('POST', `/api/finance/bankingMovement/post/${made.json().data.id}`);
  expect(posted.statusCode, posted.body).toBe(200);
  return made;
}
const next = async (idBankAccount = account) =>
  (await call('GET', `/api/finance/chequeBook/next/${idBankAccount}`)).json().data;
const book = (body: object) =>
  call('POST', '/api/finance/chequeBook/create', {
    idBankAccount: account,
    receivedOn: period.today,
    active: true,
    ...body,
  });
const voidCheque = (idChequeBook: number, number: string, reason = 'Se manchó al llenarlo') =>
  call('POST', '/api/finance/chequeVoid/create', {
    idChequeBook,
    number,
    kind: 'spoiled',
    voidedOn: period.today,
    reason,
  });

describe('cheque books', () => {
  it('leaves an account without books as it was: its cheques are typed', async () => {
    expect(await next()).toEqual({ books: false, number: null, idChequeBook: null });
    const typed = await issue('777');
    expect(typed.statusCode, typed.body).toBe(200);
  });

  it('proposes the next cheque, skips voided ones, refuses others, and runs out', async () => {
    const made = await book({ firstNumber: '00000101', lastNumber: '00000105' });
    expect(made.statusCode, made.body).toBe(200);
    const idBook = made.json().data.id as number;
    expect(await next()).toEqual({ books: true, number: '00000101', idChequeBook: idBook });
    // The account keeps books now: the typed number of before is no longer one of its cheques.
    const stray = await issue('778');
    expect(stray.statusCode).toBe(400);
    expect(stray.json().fields).toEqual([
      {
        field: 'reference',
        message: 'El cheque 778 no es de ninguna chequera activa de la cuenta: el próximo es el 00000101',
      },
    ]);

    expect((await issue('00000101')).statusCode).toBe(200);
    expect((await next()).number).toBe('00000102');
    const spoiled = await voidCheque(idBook, '00000102');
    expect(spoiled.statusCode, spoiled.body).toBe(200);
    expect((await next()).number).toBe('00000103');
    const again = await issue('00000102');
    expect(again.json().fields).toEqual([
      { field: 'reference', message: 'El cheque 00000102 está anulado: Se manchó al llenarlo' },
    ]);
    // A cheque already issued is annulled on its movement, not voided here; one of another book is not this one's.
    const before = await writesSoFar(t.db);
    const issued = await voidCheque(idBook, '00000101');
    expect(issued.statusCode).toBe(409);
    expect(issued.json().message).toMatch(
      /^El cheque 00000101 ya se emitió \(movimiento N\.º .+\): se anula desde su movimiento$/,
    );
    expect((await voidCheque(idBook, '00000199')).json().message).toBe(
      'El cheque 00000199 no es de esa chequera (00000101 a 00000105)',
    );
    expect((await voidCheque(idBook, '00000103', 'no')).statusCode).toBe(400);
    expect(await writesSoFar(t.db)).toBe(before);

    // Issuing and voiding the same cheque at once: one of them, never both.
    const [raced, racedVoid] = await Promise.all([issue('00000103'), voidCheque(idBook, '00000103')]);
    expect([raced.statusCode, racedVoid.statusCode].filter((s) => s === 200)).toHaveLength(1);

    expect((await issue('00000104')).statusCode).toBe(200);
    expect((await voidCheque(idBook, '00000105', 'Extraviado en la oficina')).statusCode).toBe(200);
    // Run out: nothing to propose, and the treasurer is told to register a new book.
    expect(await next()).toEqual({ books: true, number: null, idChequeBook: null });
    const listed = await call('GET', `/api/finance/chequeBook/findById/${idBook}`);
    expect(listed.json().data).toMatchObject({ nextNumber: null, left: '0' });
    expect((await issue('00000106')).json().fields).toEqual([
      {
        field: 'reference',
        message:
          'El cheque 00000106 no es de ninguna chequera activa de la cuenta: registre una chequera nueva',
      },
    ]);
  });

  it('keeps books apart and a used book as it is', async () => {
    const overlapping = await book({ firstNumber: '00000105', lastNumber: '00000110' });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().message).toBe(
      'Se solapa con la chequera 00000101 a 00000105 de la misma cuenta',
    );
    const widths = await book({ firstNumber: '0111', lastNumber: '00000120' });
    expect(widths.statusCode).toBe(400);
    expect(widths.json().fields).toEqual([
      {
        field: 'lastNumber',
        message: 'El último cheque tiene tantos dígitos como el primero y no es anterior a él',
      },
    ]);
    expect((await book({ firstNumber: '00000001', lastNumber: '00002000' })).json().fields).toEqual([
      { field: 'lastNumber', message: 'Una chequera tiene a lo sumo 1000 cheques' },
    ]);
    const fresh = await book({ firstNumber: '00000106', lastNumber: '00000130' });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect((await next()).number).toBe('00000106');

    const used = (
      await t.rows<{ id: number; version: number }>(sql`
        select id, version from cheque_book where id_bank_account = ${account} and first_number = '00000101'`)
    )[0] as { id: number; version: number };
    const full = (await call('GET', `/api/finance/chequeBook/findById/${used.id}`)).json().data;
    const widened = await call('PUT', '/api/finance/chequeBook/update', { ...full, lastNumber: '00000100' });
    expect(widened.statusCode).toBe(400);
    const moved = await call('PUT', '/api/finance/chequeBook/update', { ...full, firstNumber: '00000100' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(
      'La chequera ya tiene cheques emitidos o anulados: su cuenta y sus números no cambian (desactívela y registre otra).',
    );
    const removed = await call('DELETE', `/api/finance/chequeBook/deleteById/${used.id}`);
    expect(removed.statusCode).toBe(409);
    // Deactivated, it proposes nothing and takes no cheque; the new book goes on.
    const off = await call('PUT', '/api/finance/chequeBook/update', { ...full, active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await issue('00000106')).statusCode).toBe(200);
  });

  it("prints a posted cheque on its bank's cheque, each thing where the layout puts it", async () => {
    const idBank = (
      await t.rows<{ id: number }>(sql`select id_bank as id from bank_account where id = ${account}`)
    )[0]?.id as number;
    const issued = await issue('00000107');
    expect(issued.statusCode, issued.body).toBe(200);
    const id = issued.json().data.id as number;
    await t.db.execute(sql`update bank_movement set amount = 1234.56 where id = ${id}`);
    const print = () => call('GET', `/api/finance/bankingMovement/cheque/${id}`);
    // Within half a millimetre, as a ruler reads it.
    const near = (mm: number) => expect.closeTo(mm, 0);

    // Without its bank's layout: the common cheque, 178 × 76 mm.
    const common = placedText((await print()).rawPayload);
    expect(common).toMatchObject({ widthMm: near(178), heightMm: near(76) });
    expect(common.runs.find((r) => r.text === '***1.234,56***')).toMatchObject({ leftMm: near(135) });

    const layout = await call('POST', '/api/finance/chequeLayout/create', {
      idBank,
      name: 'Banco de Venezuela',
      place: 'Caracas',
      widthMm: 160,
      heightMm: 70,
      amountX: 120,
      amountY: 8,
      payeeX: 20,
      payeeY: 20,
      wordsX: 20,
      wordsY: 30,
      wordsWidth: 130,
      dateX: 20,
      dateY: 45,
    });
    expect(layout.statusCode, layout.body).toBe(200);
    const res = await print();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const cheque = placedText(res.rawPayload);
    expect(cheque).toMatchObject({ widthMm: near(160), heightMm: near(70) });
    // Each starts at the left the layout gives, its baseline a line under the top it gives (9 to 11 points: 2 to 3 mm).
    const at = (text: string, left: number, top: number) => {
      const run = cheque.runs.find((r) => r.text.trim() === text);
      expect(run?.leftMm, text).toBeCloseTo(left, 0);
      expect(run?.baselineMm, text).toBeGreaterThan(top + 2);
      expect(run?.baselineMm, text).toBeLessThan(top + 3);
    };
    at('***1.234,56***', 120, 8);
    at('Papelería', 20, 20);
    at('MIL', 20, 30);
    expect(cheque.runs.map((r) => r.text).join('')).toContain(
      'MIL DOSCIENTOS TREINTA Y CUATRO BOLÍVARES CON 56/100***',
    );
    at('Caracas,', 20, 45);
    expect(cheque.runs.map((r) => r.text).join('')).toContain(
      `Caracas, ${formatLongDate(period.today, false)}`,
    );

    // A position off the cheque is refused where it is typed; a draft or a deposit is not printed as a cheque.
    const full = (await call('GET', `/api/finance/chequeLayout/findById/${layout.json().data.id}`)).json()
      .data;
    const off = await call('PUT', '/api/finance/chequeLayout/update', { ...full, amountX: 170 });
    expect(off.json().fields).toEqual([
      { field: 'amountX', message: 'El monto: dentro del cheque (entre 0 y su ancho y su alto)' },
    ]);
    const draft = await call('POST', '/api/finance/bankingMovement/create', {
      idPeriod: period.id,
      idBankAccount: account,
      idKind: 1,
      movementDate: period.today,
      reference: '00000108',
      idBeneficiary: beneficiary,
      description: 'Borrador',
      amount: '5.00',
    });
    const unposted = await call('GET', `/api/finance/bankingMovement/cheque/${draft.json().data.id}`);
    expect(unposted.statusCode).toBe(409);
    expect(unposted.json().message).toBe('El cheque es un borrador: regístrelo antes de imprimirlo');
  });

  it('is not reached from another institution', async () => {
    const other = await bankAccount(t.db, t.clients[1] as number, '01029999000000000001');
    const res = await call('GET', `/api/finance/chequeBook/next/${other}`);
    expect(res.statusCode).toBe(404);
  });
});
