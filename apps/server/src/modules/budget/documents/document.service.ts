import {
  billWithholds,
  type DocumentDraftInput,
  type DocumentKind,
  documentAmount,
  documentShapeErrors,
  type FieldError,
  formatDate,
  formatMoney,
  type IvaWithholding,
  ivaToWithhold,
  momentsOf,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import {
  type DocumentFamily,
  documentLifecycle,
  type LockedDocument,
} from '../../../platform/documents/lifecycle.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import {
  annulWithholdings,
  deductWithholdings,
  disburse,
  registerWithholdings,
  restoreWithholdings,
  undoDisbursement,
} from '../../treasury/index.ts';
import { type AccountDelta, applyBudgetMovement } from './budget-control.ts';
import { billsOf, kindOf, pendingItems, sourceTypeCodes } from './document.queries.ts';
import { budgetBill, budgetDocument, budgetDocumentSource, budgetImputation } from './document.schema.ts';

const ids = (values: number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const UNKNOWN_TYPE: FieldError = { field: 'idDocumentType', message: 'Tipo de documento desconocido' };

async function typeOf(tx: Db, idDocumentType: number): Promise<{ code: number; kind: DocumentKind } | null> {
  const found = await tx.execute<{ code: number }>(
    sql`select code from document_type where id = ${idDocumentType}`,
  );
  const code = found.rows[0]?.code;
  return code === undefined ? null : { code, kind: kindOf(code) };
}

async function kindOfType(tx: Db, idDocumentType: number): Promise<DocumentKind> {
  const type = await typeOf(tx, idDocumentType);
  if (!type) throw badRequest('Revise el documento', [UNKNOWN_TYPE]);
  return type.kind;
}

/**
 * Each bill withholds of its IVA what the beneficiary's status says (75 %, 100 % or nothing), to the
 * céntimo: the withholding register, its receipts and the SENIAT's file repeat what is entered here.
 */
function ivaWithheldErrors(bills: DocumentDraftInput['bills'], status: IvaWithholding): FieldError[] {
  return bills.flatMap((bill, i) => {
    const expected = ivaToWithhold(bill.amountTaxIva, status);
    if (new Decimal(bill.retentionIva).eq(expected)) return [];
    const message =
      status === '0'
        ? 'A este beneficiario no se le retiene IVA: la retención debe ser 0,00'
        : `La retención de IVA debe ser ${formatMoney(expected)}: el ${status} % del IVA de ${formatMoney(bill.amountTaxIva)}, según el beneficiario`;
    return [{ field: `bills.${i}.retentionIva`, message }];
  });
}

/** Everything the draft names must belong to the caller's client (and the accounts to its period). */
async function checkReferences(tx: Db, auth: AuthContext, input: DocumentDraftInput): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const type = await typeOf(tx, input.idDocumentType);
  if (!type) return [UNKNOWN_TYPE];
  const kind = type.kind;
  if (input.idBeneficiary) {
    const found = await tx.execute<{ iva: IvaWithholding }>(
      sql`select iva_withholding as iva from beneficiary where id = ${input.idBeneficiary} and id_client = ${auth.idClient}`,
    );
    const beneficiary = found.rows[0];
    if (!beneficiary)
      errors.push({ field: 'idBeneficiary', message: 'El beneficiario no existe en esta institución' });
    else errors.push(...ivaWithheldErrors(input.bills, beneficiary.iva));
  }
  if (input.idFundingSource) {
    const found = await tx.execute(
      sql`select 1 from funding_source where id = ${input.idFundingSource} and id_client = ${auth.idClient}`,
    );
    if (found.rows.length === 0)
      errors.push({
        field: 'idFundingSource',
        message: 'La fuente de financiamiento no existe en esta institución',
      });
  }
  if (input.disbursement) {
    const found = await tx.execute<{ active: boolean }>(sql`
      select active from bank_account where id = ${input.disbursement.idBankAccount} and id_client = ${auth.idClient}`);
    const account = found.rows[0];
    if (!account)
      errors.push({
        field: 'disbursement.idBankAccount',
        message: 'La cuenta bancaria no existe en esta institución',
      });
    else if (!account.active)
      errors.push({ field: 'disbursement.idBankAccount', message: 'La cuenta bancaria está inactiva' });
  }
  const accounts = [...new Set(input.lines.map((l) => l.idBudgetAccount))];
  if (accounts.length > 0) {
    const found = await tx.execute<{ id: number }>(sql`
      select id from budget_account
       where id in (${ids(accounts)}) and id_client = ${auth.idClient} and id_period = ${input.idPeriod}`);
    const known = new Set(found.rows.map((r) => r.id));
    input.lines.forEach((line, i) => {
      if (!known.has(line.idBudgetAccount))
        errors.push({
          field: `lines.${i}.idBudgetAccount`,
          message: 'La cuenta no pertenece al período del documento',
        });
    });
  }
  const sources = [...new Set(input.sources.map((s) => s.idDocumentSource))];
  if (sources.length > 0) {
    const codes = sourceTypeCodes(kind);
    const found =
      codes.length === 0
        ? { rows: [] }
        : await tx.execute<{ id: number; date: string; name: string; number_text: string | null }>(sql`
            select d.id, to_char(d.date_order, 'YYYY-MM-DD') as date, dt.name, d.number_text
              from budget_document d join document_type dt on dt.id = d.id_document_type
             where d.id in (${ids(sources)}) and d.id_client = ${auth.idClient} and d.id_period = ${input.idPeriod}
               and d.status = 'posted' and d.id_reverses is null and dt.code in (${ids(codes)})`);
    const known = new Set(found.rows.map((r) => r.id));
    input.sources.forEach((source, i) => {
      if (!known.has(source.idDocumentSource))
        errors.push({
          field: `sources.${i}`,
          message: 'El documento de origen no está registrado en el período o no corresponde a este tipo',
        });
    });
    // A document comes after what it draws on: a causación dated before its commitment would show
    // caused without committed in every report up to that day.
    const latest = found.rows.reduce<(typeof found.rows)[number] | null>(
      (max, r) => (max === null || r.date > max.date ? r : max),
      null,
    );
    if (latest && input.dateOrder < latest.date)
      errors.push({
        field: 'dateOrder',
        message: `La fecha no puede ser anterior a la de ${latest.name} N.º ${latest.number_text ?? ''} (${formatDate(latest.date)}), de la que parte`,
      });
  }
  return errors;
}

type Moved = Partial<
  Record<'amountAditional' | 'amountDecrease' | 'amountCommitted' | 'amountCaused' | 'amountPaid', string>
>;

/** An imputation row: the line as entered, and what it moves once posted (nothing in a draft). */
const imputationRow = (
  auth: AuthContext,
  idDocument: number,
  line: Pick<DocumentDraftInput['lines'][number], 'idBudgetAccount' | 'amount' | 'type' | 'detail'>,
  moved: Moved = {},
) => ({
  idClient: auth.idClient,
  idDocument,
  idBudgetAccount: line.idBudgetAccount,
  type: line.type ?? null,
  detail: line.detail ?? null,
  amount: line.amount,
  ...moved,
});

/**
 * A draft's content as the user entered it: the direct lines with the amount typed (no moment yet),
 * the pending items taken, the bills. What the lines move is decided once, at posting.
 */
async function writeContent(tx: Tx, auth: AuthContext, idDocument: number, input: DocumentDraftInput) {
  await tx.delete(budgetImputation).where(sql`${budgetImputation.idDocument} = ${idDocument}`);
  await tx.delete(budgetDocumentSource).where(sql`${budgetDocumentSource.idDocument} = ${idDocument}`);
  await tx.delete(budgetBill).where(sql`${budgetBill.idDocument} = ${idDocument}`);
  if (input.lines.length > 0) {
    await tx
      .insert(budgetImputation)
      .values(input.lines.map((line) => imputationRow(auth, idDocument, line)));
  }
  if (input.sources.length > 0) {
    await tx.insert(budgetDocumentSource).values(
      input.sources.map((s) => ({
        idClient: auth.idClient,
        idDocument,
        idDocumentSource: s.idDocumentSource,
        idBudgetAccount: s.idBudgetAccount,
        amount: s.amount,
      })),
    );
  }
  if (input.bills.length > 0) {
    await tx
      .insert(budgetBill)
      .values(input.bills.map((b) => ({ ...b, idClient: auth.idClient, idDocument })));
  }
}

/**
 * At posting, the lines become what the document moves: with sources, the sources summed by account
 * (a causación causes what it takes); each line carries the moments its kind moves, a traslado's
 * cedentes the decrease and its receptores the aditional.
 */
async function writeMovements(
  tx: Tx,
  auth: AuthContext,
  idDocument: number,
  kind: DocumentKind,
  input: DocumentDraftInput,
) {
  const direct = input.sources.length === 0;
  const moments = momentsOf(kind, direct);
  const lines = direct
    ? input.lines
    : [...sumByAccount(input.sources)].map(([idBudgetAccount, amount]) => ({
        idBudgetAccount,
        amount,
        type: null,
        detail: null,
      }));
  await tx.delete(budgetImputation).where(sql`${budgetImputation.idDocument} = ${idDocument}`);
  if (lines.length > 0) {
    await tx.insert(budgetImputation).values(
      lines.map((line) => {
        const moves = (m: string) =>
          (
            kind === 'transfer'
              ? line.type === 'C'
                ? m === 'decrease'
                : m === 'aditional'
              : moments.includes(m as never)
          )
            ? line.amount
            : '0';
        return imputationRow(auth, idDocument, line, {
          amountAditional: moves('aditional'),
          amountDecrease: moves('decrease'),
          amountCommitted: moves('committed'),
          amountCaused: moves('caused'),
          amountPaid: moves('paid'),
        });
      }),
    );
  }
  await keepDocumentTotals(tx, idDocument);
}

/** The document's own totals, from its lines (see budget_document.line_count). */
async function keepDocumentTotals(tx: Db, idDocument: number): Promise<void> {
  await tx.execute(sql`
    update budget_document d
       set line_count = s.n, total_aditional = s.a, total_decrease = s.dc, total_committed = s.c,
           total_caused = s.ca, total_paid = s.p
      from (select count(*)::int as n, coalesce(sum(amount_aditional), 0) as a, coalesce(sum(amount_decrease), 0) as dc,
                   coalesce(sum(amount_committed), 0) as c, coalesce(sum(amount_caused), 0) as ca,
                   coalesce(sum(amount_paid), 0) as p
              from budget_imputation where id_document = ${idDocument}) s
     where d.id = ${idDocument}`);
}

function sumByAccount(sources: DocumentDraftInput['sources']): Map<number, string> {
  const totals = new Map<number, Decimal>();
  for (const s of sources) {
    if (s.idBudgetAccount === null) continue;
    totals.set(s.idBudgetAccount, (totals.get(s.idBudgetAccount) ?? new Decimal(0)).plus(s.amount));
  }
  return new Map([...totals].map(([id, total]) => [id, total.toFixed(2)]));
}

/** The stored draft, read back as the input it was saved from. */
async function storedInput(tx: Db, doc: LockedDocument): Promise<DocumentDraftInput> {
  // One after another: a transaction is one connection, which runs one query at a time.
  const head = await tx.execute<{
    description: string;
    id_beneficiary: number | null;
    id_funding_source: number | null;
    amount: string;
    act_number: string | null;
    act_date: string | null;
    act_body: string | null;
    id_bank_account: number | null;
    payment_method: 'cheque' | 'transfer' | null;
    payment_reference: string | null;
  }>(
    sql`select description, id_beneficiary, id_funding_source, amount::text, act_number,
               to_char(act_date, 'YYYY-MM-DD') as act_date, act_body, id_bank_account, payment_method,
               payment_reference
          from budget_document where id = ${doc.id}`,
  );
  const lines = await tx.execute<{
    id_budget_account: number;
    type: 'C' | 'R' | null;
    amount: string;
    detail: string | null;
  }>(sql`
      select id_budget_account, type, detail, amount::text
        from budget_imputation where id_document = ${doc.id} order by id`);
  const sources = await tx.execute<{
    id_document_source: number;
    id_budget_account: number | null;
    amount: string;
  }>(
    sql`select id_document_source, id_budget_account, amount::text from budget_document_source where id_document = ${doc.id} order by id`,
  );
  const bills = await billsOf(tx, doc.id);
  const h = head.rows[0];
  const kind = await kindOfType(tx, doc.series);
  return {
    idPeriod: doc.idPeriod,
    idDocumentType: doc.series,
    dateOrder: doc.date,
    description: h?.description ?? '',
    idBeneficiary: h?.id_beneficiary ?? null,
    idFundingSource: h?.id_funding_source ?? null,
    // Only a patrimonial order carries its amount in the header; the others' comes from their lines.
    amount: kind === 'patrimonialPayment' ? (h?.amount ?? null) : null,
    act:
      h?.act_number && h.act_date && h.act_body
        ? { number: h.act_number, date: h.act_date, body: h.act_body }
        : null,
    lines: lines.rows.map((l) => ({
      idBudgetAccount: l.id_budget_account,
      amount: l.amount,
      type: l.type,
      detail: l.detail,
    })),
    sources: sources.rows.map((s) => ({
      idDocumentSource: s.id_document_source,
      idBudgetAccount: s.id_budget_account,
      amount: s.amount,
    })),
    bills: bills.map(({ id: _id, ...bill }) => bill),
    disbursement:
      h?.id_bank_account && h.payment_method
        ? { idBankAccount: h.id_bank_account, method: h.payment_method, reference: h.payment_reference }
        : null,
  };
}

/**
 * What the sources still have pending, checked under their lock: each taken amount must fit, and
 * every source must be the same beneficiary's.
 */
async function checkSources(
  tx: Tx,
  auth: AuthContext,
  doc: LockedDocument,
  kind: DocumentKind,
  input: DocumentDraftInput,
) {
  const sourceIds = [...new Set(input.sources.map((s) => s.idDocumentSource))].sort((a, b) => a - b);
  // Locking the sources serialises everyone drawing on them: what is pending stays exact.
  await tx.execute(
    sql`select id from budget_document where id in (${ids(sourceIds)}) order by id for update`,
  );
  const owners = await tx.execute<{
    id: number;
    number_text: string | null;
    id_beneficiary: number | null;
  }>(sql`select id, number_text, id_beneficiary from budget_document where id in (${ids(sourceIds)})`);
  const foreign = owners.rows.filter((o) => o.id_beneficiary !== input.idBeneficiary);
  if (foreign.length > 0) {
    throw new AppError(
      422,
      `Los documentos de origen deben ser del mismo beneficiario: ${foreign.map((o) => o.number_text).join(', ')}`,
    );
  }
  const pending = await pendingItems(tx, auth.idClient, doc.idPeriod, kind, {
    only: sourceIds,
    exclude: doc.id,
  });
  const problems: string[] = [];
  for (const source of input.sources) {
    const item = pending.find(
      (p) => p.idDocumentSource === source.idDocumentSource && p.idBudgetAccount === source.idBudgetAccount,
    );
    const label = item
      ? `${item.sourceNumber}${item.accountCode ? ` (${item.accountCode})` : ''}`
      : (owners.rows.find((o) => o.id === source.idDocumentSource)?.number_text ??
        String(source.idDocumentSource));
    if (!item) problems.push(`${label} ya no tiene monto pendiente`);
    else if (new Decimal(source.amount).gt(item.pending))
      problems.push(
        `${label}: se toman ${formatMoney(source.amount)} y quedan pendientes ${formatMoney(item.pending)}`,
      );
  }
  if (problems.length > 0) throw new AppError(422, problems.join('. '));
}

/**
 * Posting an egress voucher issues its cheque or transfer in the treasury's book, in this same
 * transaction: a refusal there (no funds, a cheque number already used) refuses the voucher, with
 * the voucher's own field named.
 */
async function payFromBank(tx: Tx, auth: AuthContext, doc: LockedDocument, input: DocumentDraftInput) {
  const payment = input.disbursement;
  if (!payment?.reference) throw new Error('Un comprobante de egreso sin pago pasó la revisión de forma');
  // What the bills of the orders it pays (and of what those drew on) withheld is kept back: the
  // beneficiary is paid the rest, and the tax office gets the withholdings by their own payment.
  const chain = await tx.execute<{ id: number }>(sql`
    with recursive chain(id) as (
      select id_document_source from budget_document_source where id_document = ${doc.id}
      union
      select s.id_document_source from budget_document_source s join chain c on s.id_document = c.id)
    select id from chain`);
  const withheld = await deductWithholdings(tx, auth, {
    idVoucher: doc.id,
    documents: chain.rows.map((r) => r.id),
  });
  const gross = new Decimal(documentAmount('egress', input));
  const net = gross.minus(withheld);
  if (net.lte(0))
    throw new AppError(
      422,
      `El comprobante paga ${formatMoney(gross.toFixed(2))} y sus facturas retuvieron ${formatMoney(withheld.toFixed(2))}: no queda nada que pagar al beneficiario`,
    );
  try {
    const issued = await disburse(tx, auth, {
      idPeriod: doc.idPeriod,
      date: doc.date,
      idBankAccount: payment.idBankAccount,
      method: payment.method,
      reference: payment.reference,
      idBeneficiary: input.idBeneficiary ?? null,
      description: input.description,
      amount: net.toFixed(2),
      idBudgetDocument: doc.id,
    });
    return { ...issued, withheld: withheld.toFixed(2) };
  } catch (error) {
    if (error instanceof AppError && error.fields)
      throw new AppError(
        error.statusCode,
        error.message,
        error.fields.map((f) => ({ ...f, field: `disbursement.${f.field}` })),
      );
    throw error;
  }
}

/** Per account, what the document's lines move (negated for a reversal). */
async function deltasOf(tx: Db, idDocument: number): Promise<AccountDelta[]> {
  const found = await tx.execute<{
    id_budget_account: number;
    aditional: string;
    decrease: string;
    committed: string;
    caused: string;
    paid: string;
  }>(sql`
    select id_budget_account, sum(amount_aditional)::text as aditional, sum(amount_decrease)::text as decrease,
           sum(amount_committed)::text as committed, sum(amount_caused)::text as caused, sum(amount_paid)::text as paid
      from budget_imputation where id_document = ${idDocument} group by id_budget_account`);
  return found.rows.map((r) => ({
    idBudgetAccount: r.id_budget_account,
    aditional: r.aditional,
    decrease: r.decrease,
    committed: r.committed,
    caused: r.caused,
    paid: r.paid,
  }));
}

/**
 * Budget documents (spec types 1–12) on the document kit. What is theirs: the references they name,
 * the pending items they take, budget control at posting and its reversal at annulment.
 */
export const BUDGET_DOCUMENTS: DocumentFamily<DocumentDraftInput> = {
  table: budgetDocument,
  date: { column: 'date_order', field: 'dateOrder', of: (draft) => draft.dateOrder },
  numbering: { table: 'document_number', series: 'id_document_type' },
  async name(db, id) {
    const found = await db.execute<{ name: string; number_text: string | null }>(sql`
      select dt.name, d.number_text from budget_document d join document_type dt on dt.id = d.id_document_type
       where d.id = ${id}`);
    const d = found.rows[0];
    return `el ${d?.name ?? 'documento'} N.º ${d?.number_text ?? id}`;
  },
  async header(tx, input) {
    const kind = await kindOfType(tx, input.idDocumentType);
    return {
      idDocumentType: input.idDocumentType,
      dateOrder: input.dateOrder,
      description: input.description,
      idBeneficiary: input.idBeneficiary ?? null,
      idFundingSource: input.idFundingSource ?? null,
      // What the user entered adds up to this; the list shows it for drafts too.
      amount: documentAmount(kind, input),
      actNumber: input.act?.number ?? null,
      actDate: input.act?.date ?? null,
      actBody: input.act?.body ?? null,
      idBankAccount: input.disbursement?.idBankAccount ?? null,
      paymentMethod: input.disbursement?.method ?? null,
      paymentReference: input.disbursement?.reference || null,
    };
  },
  check: checkReferences,
  writeContent,
  load: storedInput,
  async shape(tx, input) {
    const type = await typeOf(tx, input.idDocumentType);
    return type ? documentShapeErrors(type.kind, input) : [UNKNOWN_TYPE];
  },
  async post(tx, auth, doc, input) {
    const kind = await kindOfType(tx, doc.series);
    if (input.sources.length > 0) await checkSources(tx, auth, doc, kind, input);
    await writeMovements(tx, auth, doc.id, kind, input);
    const overdraft = await tx.execute<{ valid_overdraft: boolean }>(
      sql`select valid_overdraft from client where id = ${auth.idClient}`,
    );
    const warnings = await applyBudgetMovement(tx, auth.idClient, doc.idPeriod, await deltasOf(tx, doc.id), {
      date: doc.date,
      allowOverdraft: overdraft.rows[0]?.valid_overdraft ?? false,
    });
    // What the bills withhold (IVA, ISLR, 1×1000) enters the treasury's register, to be paid over.
    const withheld = (await billsOf(tx, doc.id)).filter(billWithholds);
    if (withheld.length > 0 && input.idBeneficiary)
      await registerWithholdings(tx, auth, {
        idPeriod: doc.idPeriod,
        idDocument: doc.id,
        date: doc.date,
        idBeneficiary: input.idBeneficiary,
        bills: withheld,
      });
    const moments = momentsOf(kind, input.sources.length === 0);
    const issued = kind === 'egress' ? await payFromBank(tx, auth, doc, input) : null;
    return {
      warnings: [...warnings, ...(issued?.warnings ?? [])],
      header: {
        amount: documentAmount(kind, input),
        committed: moments.includes('committed'),
        caused: moments.includes('caused'),
        paid: moments.includes('paid'),
        idBankMovement: issued?.id ?? null,
        amountWithheld: issued?.withheld ?? '0',
      },
    };
  },
  annul: {
    async blocker(tx, _auth, doc) {
      return drawnOn(tx, doc.id);
    },
    copy: [
      'id_beneficiary',
      'id_funding_source',
      'committed',
      'caused',
      'paid',
      'act_number',
      'act_date',
      'act_body',
      'id_bank_account',
      'payment_method',
      'payment_reference',
    ],
    negate: ['amount', 'amount_withheld'],
    describe: 'description',
    async reverse(tx, auth, original, reversal) {
      // Its withholdings are annulled with it, unless already paid over.
      await annulWithholdings(tx, auth, original.id);
      // An egress voucher's cheque or transfer is reversed with it: the money is back in the book.
      const issued = await tx.execute<{ id_bank_movement: number | null; reason: string }>(sql`
        select o.id_bank_movement, r.annul_reason as reason
          from budget_document o, budget_document r where o.id = ${original.id} and r.id = ${reversal.id}`);
      const paid = issued.rows[0];
      if (paid?.id_bank_movement) {
        await undoDisbursement(tx, auth, paid.id_bank_movement, paid.reason);
        await restoreWithholdings(tx, auth, original.id);
      }
      await tx.execute(sql`
        insert into budget_imputation (id_client, id_document, id_budget_account, type, detail, amount,
                                       amount_aditional, amount_decrease, amount_committed, amount_caused, amount_paid)
        select id_client, ${reversal.id}, id_budget_account, type, detail, -amount, -amount_aditional,
               -amount_decrease, -amount_committed, -amount_caused, -amount_paid
          from budget_imputation where id_document = ${original.id} order by id`);
      await keepDocumentTotals(tx, reversal.id);
      await applyBudgetMovement(tx, auth.idClient, original.idPeriod, await deltasOf(tx, reversal.id), {
        date: reversal.date,
        allowOverdraft: false,
      });
    },
  },
};

/**
 * Why a posted document cannot be annulled while others in force draw on it (a causación a payment
 * order pays), naming them; null when none does.
 */
export async function drawnOn(tx: Tx, id: number): Promise<string | null> {
  const consumers = await tx.execute<{ number_text: string | null; name: string }>(sql`
    select c.number_text, dt.name from budget_document_source ds
      join budget_document c on c.id = ds.id_document and c.status = 'posted'
      join document_type dt on dt.id = c.id_document_type
     where ds.id_document_source = ${id}
     group by c.id, c.number_text, dt.name order by c.id`);
  if (consumers.rows.length === 0) return null;
  return `No se puede anular: lo usan documentos vigentes (${consumers.rows.map((c) => `${c.name} ${c.number_text}`).join(', ')}). Anúlelos primero.`;
}

/** The budget documents' lifecycle: what the routes, the tests and the benchmark drive. */
export const budgetDocuments = documentLifecycle(BUDGET_DOCUMENTS);
