import { randomBytes } from 'node:crypto';
import {
  type DocumentDetail,
  type DocumentDraftInput,
  type DocumentKind,
  type DocumentUpdateInput,
  documentAmount,
  documentShapeErrors,
  type FieldError,
  formatDate,
  formatMoney,
  momentsOf,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/access/token.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import { assertPeriodOpen } from '../common/index.ts';
import { type AccountDelta, applyBudgetMovement } from './budget-control.ts';
import { billsOf, getDocument, kindOf, pendingItems, sourceTypeCodes } from './document.queries.ts';
import { budgetBill, budgetDocument, budgetDocumentSource, budgetImputation } from './document.schema.ts';
import { takeNumber } from './numbering.service.ts';

const ids = (values: number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

async function typeOf(tx: Db, idDocumentType: number): Promise<{ code: number; kind: DocumentKind }> {
  const found = await tx.execute<{ code: number }>(
    sql`select code from document_type where id = ${idDocumentType}`,
  );
  const code = found.rows[0]?.code;
  if (code === undefined)
    throw badRequest('Revise el documento', [
      { field: 'idDocumentType', message: 'Tipo de documento desconocido' },
    ]);
  return { code, kind: kindOf(code) };
}

/** The document's date must fall inside its period, and the period must be open. */
async function checkPeriod(tx: Db, idClient: number, idPeriod: number, dateOrder: string): Promise<void> {
  await assertPeriodOpen(tx, idClient, idPeriod);
  const found = await tx.execute<{ inside: boolean; start_date: string; end_date: string }>(sql`
    select ${dateOrder}::date between start_date and end_date as inside,
           to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
      from period where id = ${idPeriod}`);
  const period = found.rows[0];
  if (period && !period.inside) {
    throw badRequest('Revise el documento', [
      {
        field: 'dateOrder',
        message: `La fecha debe estar dentro del período (${formatDate(period.start_date)} al ${formatDate(period.end_date)})`,
      },
    ]);
  }
}

/** Everything the draft names must belong to the caller's client (and the accounts to its period). */
async function checkReferences(tx: Db, auth: AuthContext, kind: DocumentKind, input: DocumentDraftInput) {
  const errors: FieldError[] = [];
  if (input.idBeneficiary) {
    const found = await tx.execute(
      sql`select 1 from beneficiary where id = ${input.idBeneficiary} and id_client = ${auth.idClient}`,
    );
    if (found.rows.length === 0)
      errors.push({ field: 'idBeneficiary', message: 'El beneficiario no existe en esta institución' });
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
        : await tx.execute<{ id: number }>(sql`
            select d.id from budget_document d join document_type dt on dt.id = d.id_document_type
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
  }
  if (errors.length > 0) throw badRequest('Revise el documento', errors);
}

/**
 * The draft's lines, sources and bills, written anew. Each line carries the moments its kind moves;
 * with sources, the lines are the sources summed by account (a causación causes what it takes).
 */
async function writeContent(
  tx: Tx,
  auth: AuthContext,
  idDocument: number,
  kind: DocumentKind,
  input: DocumentDraftInput,
) {
  await tx.delete(budgetImputation).where(sql`${budgetImputation.idDocument} = ${idDocument}`);
  await tx.delete(budgetDocumentSource).where(sql`${budgetDocumentSource.idDocument} = ${idDocument}`);
  await tx.delete(budgetBill).where(sql`${budgetBill.idDocument} = ${idDocument}`);

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
        return {
          idClient: auth.idClient,
          idDocument,
          idBudgetAccount: line.idBudgetAccount,
          type: line.type ?? null,
          detail: line.detail ?? null,
          amountAditional: moves('aditional'),
          amountDecrease: moves('decrease'),
          amountCommitted: moves('committed'),
          amountCaused: moves('caused'),
          amountPaid: moves('paid'),
        };
      }),
    );
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

function flags(kind: DocumentKind, direct: boolean) {
  const moments = momentsOf(kind, direct);
  return {
    committed: moments.includes('committed'),
    caused: moments.includes('caused'),
    paid: moments.includes('paid'),
  };
}

export async function createDraft(
  db: Db,
  auth: AuthContext,
  input: DocumentDraftInput,
): Promise<DocumentDetail> {
  const id = await withTransaction(db, auth, async (tx) => {
    const type = await typeOf(tx, input.idDocumentType);
    await checkPeriod(tx, auth.idClient, input.idPeriod, input.dateOrder);
    await checkReferences(tx, auth, type.kind, input);
    const [row] = await tx
      .insert(budgetDocument)
      .values({
        idClient: auth.idClient,
        idPeriod: input.idPeriod,
        idDocumentType: input.idDocumentType,
        dateOrder: input.dateOrder,
        description: input.description,
        idBeneficiary: input.idBeneficiary ?? null,
        idFundingSource: input.idFundingSource ?? null,
        amount: documentAmount(type.kind, input),
        ...flags(type.kind, input.sources.length === 0),
        createdBy: auth.idUser,
      })
      .returning({ id: budgetDocument.id });
    if (!row) throw new Error('No se creó el documento');
    await writeContent(tx, auth, row.id, type.kind, input);
    return row.id;
  });
  return getDocument(db, auth.idClient, id);
}

/** Locks a document of the caller's client, or answers 404. */
async function lockDocument(tx: Db, auth: AuthContext, id: number) {
  const found = await tx.execute<{
    id: number;
    id_period: number;
    id_document_type: number;
    status: string;
    version: number;
    id_reverses: number | null;
    date_order: string;
    number_text: string | null;
    id_beneficiary: number | null;
  }>(sql`
    select id, id_period, id_document_type, status, version, id_reverses,
           to_char(date_order, 'YYYY-MM-DD') as date_order, number_text, id_beneficiary
      from budget_document where id = ${id} and id_client = ${auth.idClient} for update`);
  const doc = found.rows[0];
  if (!doc) throw notFound('Documento no encontrado');
  return doc;
}

const LOCKED_MESSAGE =
  'El documento ya fue registrado: un documento registrado no se modifica; anúlelo si hace falta.';

export async function updateDraft(
  db: Db,
  auth: AuthContext,
  input: DocumentUpdateInput,
): Promise<DocumentDetail> {
  await withTransaction(db, auth, async (tx) => {
    const doc = await lockDocument(tx, auth, input.id);
    if (doc.status !== 'draft') throw conflict(LOCKED_MESSAGE);
    if (doc.version !== input.version)
      throw conflict('El documento cambió desde que lo abrió. Recárguelo y vuelva a intentar.');
    const type = await typeOf(tx, input.idDocumentType);
    await checkPeriod(tx, auth.idClient, input.idPeriod, input.dateOrder);
    await checkReferences(tx, auth, type.kind, input);
    await tx
      .update(budgetDocument)
      .set({
        idPeriod: input.idPeriod,
        idDocumentType: input.idDocumentType,
        dateOrder: input.dateOrder,
        description: input.description,
        idBeneficiary: input.idBeneficiary ?? null,
        idFundingSource: input.idFundingSource ?? null,
        amount: documentAmount(type.kind, input),
        ...flags(type.kind, input.sources.length === 0),
        version: sql`${budgetDocument.version} + 1`,
      })
      .where(sql`${budgetDocument.id} = ${input.id}`);
    await writeContent(tx, auth, input.id, type.kind, input);
  });
  return getDocument(db, auth.idClient, input.id);
}

export async function deleteDraft(db: Db, auth: AuthContext, id: number): Promise<void> {
  await withTransaction(db, auth, async (tx) => {
    const doc = await lockDocument(tx, auth, id);
    if (doc.status !== 'draft') throw conflict(LOCKED_MESSAGE);
    await tx.delete(budgetDocument).where(sql`${budgetDocument.id} = ${id}`);
  });
}

/** The stored draft, read back as the input it was saved from, to check it again at posting. */
async function storedInput(
  tx: Db,
  id: number,
  doc: { id_period: number; id_document_type: number; date_order: string },
) {
  // One after another: a transaction is one connection, which runs one query at a time.
  const head = await tx.execute<{
    description: string;
    id_beneficiary: number | null;
    id_funding_source: number | null;
    amount: string;
  }>(
    sql`select description, id_beneficiary, id_funding_source, amount::text from budget_document where id = ${id}`,
  );
  const lines = await tx.execute<{
    id_budget_account: number;
    type: 'C' | 'R' | null;
    amount: string;
    detail: string | null;
  }>(sql`
      select id_budget_account, type, detail,
             coalesce(nullif(amount_paid, 0), nullif(amount_caused, 0), nullif(amount_committed, 0),
                      nullif(amount_decrease, 0), amount_aditional)::text as amount
        from budget_imputation where id_document = ${id} order by id`);
  const sources = await tx.execute<{
    id_document_source: number;
    id_budget_account: number | null;
    amount: string;
  }>(
    sql`select id_document_source, id_budget_account, amount::text from budget_document_source where id_document = ${id} order by id`,
  );
  const bills = await billsOf(tx, id);
  const h = head.rows[0];
  const input: DocumentDraftInput = {
    idPeriod: doc.id_period,
    idDocumentType: doc.id_document_type,
    dateOrder: doc.date_order,
    description: h?.description ?? '',
    idBeneficiary: h?.id_beneficiary ?? null,
    idFundingSource: h?.id_funding_source ?? null,
    amount: null,
    lines: [],
    sources: sources.rows.map((s) => ({
      idDocumentSource: s.id_document_source,
      idBudgetAccount: s.id_budget_account,
      amount: s.amount,
    })),
    bills: bills.map(({ id: _id, ...bill }) => bill),
  };
  // Lines derived from sources are not the user's: only direct lines are part of the input.
  if (input.sources.length === 0)
    input.lines = lines.rows.map((l) => ({
      idBudgetAccount: l.id_budget_account,
      amount: l.amount,
      type: l.type,
      detail: l.detail,
    }));
  return { input, amount: h?.amount ?? '0' };
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

const monthOf = (isoDate: string) => Number(isoDate.slice(5, 7));

export interface Posted {
  document: DocumentDetail;
  warnings: string[];
}

/**
 * Posts a draft in one transaction: checks its shape and its sources under lock, applies budget
 * control to every imputed account, takes the next number of its client, period and type, and gives
 * it an unguessable verification id. Anything refused leaves the draft as it was.
 */
export async function postDocument(db: Db, auth: AuthContext, id: number): Promise<Posted> {
  const warnings = await withTransaction(db, auth, async (tx) => {
    const doc = await lockDocument(tx, auth, id);
    if (doc.status !== 'draft') throw conflict(LOCKED_MESSAGE);
    const type = await typeOf(tx, doc.id_document_type);
    await checkPeriod(tx, auth.idClient, doc.id_period, doc.date_order);
    const { input, amount } = await storedInput(tx, id, doc);
    if (type.kind === 'patrimonialPayment') input.amount = amount;
    const shape = documentShapeErrors(type.kind, input);
    if (shape.length > 0) throw badRequest('El documento no puede registrarse así', shape);
    await checkReferences(tx, auth, type.kind, input);

    if (input.sources.length > 0) {
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
      const foreign = owners.rows.filter((o) => o.id_beneficiary !== doc.id_beneficiary);
      if (foreign.length > 0) {
        throw new AppError(
          422,
          `Los documentos de origen deben ser del mismo beneficiario: ${foreign.map((o) => o.number_text).join(', ')}`,
        );
      }
      const pending = await pendingItems(tx, auth.idClient, doc.id_period, type.kind, {
        only: sourceIds,
        exclude: id,
      });
      const problems: string[] = [];
      for (const source of input.sources) {
        const item = pending.find(
          (p) =>
            p.idDocumentSource === source.idDocumentSource && p.idBudgetAccount === source.idBudgetAccount,
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

    const overdraft = await tx.execute<{ valid_overdraft: boolean }>(
      sql`select valid_overdraft from client where id = ${auth.idClient}`,
    );
    const warned = await applyBudgetMovement(tx, auth.idClient, doc.id_period, await deltasOf(tx, id), {
      month: monthOf(doc.date_order),
      allowOverdraft: overdraft.rows[0]?.valid_overdraft ?? false,
    });
    const number = await takeNumber(tx, auth.idClient, doc.id_period, doc.id_document_type);
    await tx
      .update(budgetDocument)
      .set({
        status: 'posted',
        number: number.number,
        numberText: number.text,
        verifyId: randomBytes(16).toString('base64url'),
        amount: documentAmount(type.kind, input),
        ...flags(type.kind, input.sources.length === 0),
        postedAt: sql`now()`,
        postedBy: auth.idUser,
        version: sql`${budgetDocument.version} + 1`,
      })
      .where(sql`${budgetDocument.id} = ${id}`);
    return warned;
  });
  return { document: await getDocument(db, auth.idClient, id), warnings };
}

/**
 * Annuls a posted document: writes its reversal (same type, opposite amounts, dated today or at the
 * document's date if later) through the same budget control, and marks it annulled. Refused while a
 * posted document draws on it: those are annulled first.
 */
export async function annulDocument(
  db: Db,
  auth: AuthContext,
  id: number,
  reason: string,
): Promise<DocumentDetail> {
  await withTransaction(db, auth, async (tx) => {
    const doc = await lockDocument(tx, auth, id);
    if (doc.id_reverses !== null) throw conflict('Una anulación no se anula.');
    if (doc.status === 'draft') throw conflict('Un borrador no se anula: elimínelo.');
    if (doc.status === 'annulled') throw conflict('El documento ya está anulado.');
    await assertPeriodOpen(tx, auth.idClient, doc.id_period);
    const consumers = await tx.execute<{ number_text: string | null; name: string }>(sql`
      select c.number_text, dt.name from budget_document_source ds
        join budget_document c on c.id = ds.id_document and c.status = 'posted'
        join document_type dt on dt.id = c.id_document_type
       where ds.id_document_source = ${id}
       group by c.id, c.number_text, dt.name order by c.id`);
    if (consumers.rows.length > 0) {
      throw conflict(
        `No se puede anular: lo usan documentos vigentes (${consumers.rows.map((c) => `${c.name} ${c.number_text}`).join(', ')}). Anúlelos primero.`,
      );
    }
    const reversal = await tx.execute<{ id: number; date_order: string }>(sql`
      insert into budget_document (id_client, id_period, id_document_type, status, number_text, date_order,
                                   description, id_beneficiary, id_funding_source, amount, committed, caused, paid,
                                   id_reverses, annul_reason, created_by, posted_by, posted_at)
      select d.id_client, d.id_period, d.id_document_type, 'posted', 'ANUL. ' || coalesce(d.number_text, ''),
             least(greatest(current_date, d.date_order), p.end_date), 'Anulación: ' || ${reason}, d.id_beneficiary,
             d.id_funding_source, -d.amount, d.committed, d.caused, d.paid, d.id, ${reason}, ${auth.idUser},
             ${auth.idUser}, now()
        from budget_document d join period p on p.id = d.id_period
       where d.id = ${id}
      returning id, to_char(date_order, 'YYYY-MM-DD') as date_order`);
    const row = reversal.rows[0];
    if (!row) throw new Error('No se escribió la anulación');
    await tx.execute(sql`
      insert into budget_imputation (id_client, id_document, id_budget_account, type, detail, amount_aditional,
                                     amount_decrease, amount_committed, amount_caused, amount_paid)
      select id_client, ${row.id}, id_budget_account, type, detail, -amount_aditional, -amount_decrease,
             -amount_committed, -amount_caused, -amount_paid
        from budget_imputation where id_document = ${id} order by id`);
    await keepDocumentTotals(tx, row.id);
    await applyBudgetMovement(tx, auth.idClient, doc.id_period, await deltasOf(tx, row.id), {
      month: monthOf(row.date_order),
      allowOverdraft: false,
    });
    await tx
      .update(budgetDocument)
      .set({
        status: 'annulled',
        annulReason: reason,
        annulledAt: sql`now()`,
        annulledBy: auth.idUser,
        version: sql`${budgetDocument.version} + 1`,
      })
      .where(sql`${budgetDocument.id} = ${id}`);
  });
  return getDocument(db, auth.idClient, id);
}
