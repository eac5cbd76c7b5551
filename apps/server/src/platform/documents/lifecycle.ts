import { randomBytes } from 'node:crypto';
import type { FieldError } from '@erario/contracts';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../access/token.ts';
import { todayOf } from '../clock.ts';
import type { Db, Tx } from '../db/database.ts';
import { pgErrorOf } from '../db/pg-error.ts';
import { withTransaction } from '../db/transaction.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { assertPeriodOpen, dateOutsidePeriod } from '../periods/period.ts';
import { familyOf, registerFamily } from './families.ts';
import { annulObjection } from './hooks.ts';
import { type NumberingTable, takeNumber } from './numbering.ts';

export type DocumentStatus = 'draft' | 'posted' | 'annulled';

/** A document as the kit holds it, locked, while a family's rule runs. */
export type LockedDocument = {
  id: number;
  idClient: number;
  idPeriod: number;
  /** The value of the family's series column (its document type). */
  series: number;
  status: DocumentStatus;
  version: number;
  idReverses: number | null;
  /** The document's own date, YYYY-MM-DD. */
  date: string;
  numberText: string | null;
};

/** What a draft has in common across families: the period it is written in. */
export interface DraftBase {
  idPeriod: number;
}

/** Header values as Drizzle takes them, by the table's property names. */
export type HeaderValues = Record<string, unknown>;

/**
 * One document family: its header table (built with `documentColumns()`), where its date and its
 * series live, and the rules only it knows. The kit brings the rest: the lifecycle, the lock, the
 * status guards, the open period, the numbering, the verification id and the annulment by reversal.
 */
export interface DocumentFamily<Draft extends DraftBase> {
  /** The header table; `tableName` is read from it. */
  table: PgTable;
  /** The document's date: SQL column, field name in the draft (for the error), and how to read it. */
  date: { column: string; field: string; of(draft: Draft): string };
  /** The counters, and the series column they share with the header. */
  numbering: NumberingTable;
  /**
   * How a person names one of its documents in a sentence ('el Comprobante de Egreso N.º 4'); by
   * default 'el documento N.º 4'.
   */
  name?(db: Db, id: number): Promise<string>;
  /**
   * What the public verification answers for an unknown, guessed or draft id, in the words its printout
   * uses ('RECIBO NO ENCONTRADO'); by default 'Documento no encontrado'.
   */
  notFound?: string;
  /** The header values the draft sets, besides the lifecycle columns (date and series included). */
  header(tx: Tx, draft: Draft): Promise<HeaderValues>;
  /** What the draft names that does not exist for this client, at every save and again at posting. */
  check(tx: Tx, auth: AuthContext, draft: Draft): Promise<FieldError[]>;
  /** Writes the draft's content as the user entered it (lines, attachments), replacing what was there. */
  writeContent(tx: Tx, auth: AuthContext, id: number, draft: Draft): Promise<void>;
  /** Reads a stored draft back as the input it was saved from. */
  load(tx: Tx, doc: LockedDocument): Promise<Draft>;
  /**
   * The family's unique indexes by name, each with the field and message a person sees when a save
   * runs into one (a cheque number already used on the account): 409, not a database error.
   */
  uniques?: Record<string, FieldError>;
  /** Rules on the draft as a whole that only posting enforces (a draft may be incomplete). */
  shape?(tx: Tx, draft: Draft): Promise<FieldError[]>;
  /**
   * What posting does, under the document's lock and before it is numbered: derives what the draft
   * implies (once), applies its effect (budget control, a balance) and answers warnings and the
   * header values it derived. Throwing refuses the posting and leaves the draft as it was.
   */
  post(tx: Tx, auth: AuthContext, doc: LockedDocument, draft: Draft): Promise<Posting>;
  annul: {
    /** Why the document cannot be annulled now (another posted document draws on it), or null. */
    blocker?(tx: Tx, auth: AuthContext, doc: LockedDocument): Promise<string | null>;
    /** Header columns the reversal copies as they are, and those it copies negated. */
    copy: string[];
    negate: string[];
    /** The text column that says what the reversal is: 'Anulación: <reason>'. */
    describe: string;
    /** Writes the reversal's content and undoes the original's effect. */
    reverse(tx: Tx, auth: AuthContext, original: LockedDocument, reversal: LockedDocument): Promise<void>;
  };
}

/** What a verification link finds. */
export interface Verified {
  id: number;
  idClient: number;
  /** The day it was annulled (YYYY-MM-DD), or null while it is in force. */
  annulledOn: string | null;
}

export interface Posted {
  /** The number as printed. */
  numberText: string;
  warnings: string[];
}

export interface Posting {
  warnings?: string[];
  /** Header values derived at posting (totals, flags), set with the number. */
  header?: HeaderValues;
}

const LOCKED =
  'El documento ya fue registrado: un documento registrado no se modifica; anúlelo si hace falta.';
const STALE = 'El documento cambió desde que lo abrió. Recárguelo y vuelva a intentar.';
const NOT_FOUND = 'Documento no encontrado';

/** The document whose posting issues another: its family's table and its id. */
export interface Issuer {
  table: string;
  id: number;
}

/** The lifecycle of one family's documents; each call is one transaction. */
export interface DocumentLifecycle<Draft extends DraftBase> {
  createDraft(db: Db, auth: AuthContext, draft: Draft): Promise<number>;
  /**
   * Inside another command (a physical count's close): creates a draft in the caller's transaction,
   * with the checks of any draft, for a person to review and post.
   */
  draftIn(tx: Tx, auth: AuthContext, draft: Draft): Promise<number>;
  updateDraft(db: Db, auth: AuthContext, id: number, version: number, draft: Draft): Promise<void>;
  deleteDraft(db: Db, auth: AuthContext, id: number): Promise<void>;
  post(db: Db, auth: AuthContext, id: number): Promise<Posted>;
  annul(db: Db, auth: AuthContext, id: number, reason: string): Promise<void>;
  /**
   * Inside another family's posting (an egress voucher issuing its bank movement): creates the
   * document and posts it in the caller's transaction, under every rule a person's posting meets.
   * A refusal throws and rolls the caller's posting back with it. Without an `issuer` (a bank line
   * booked from the reconciliation, a command of no document) it is a person's own document, annulled
   * as any other.
   */
  issue(tx: Tx, auth: AuthContext, draft: Draft, issuer?: Issuer): Promise<Posted & { id: number }>;
  /**
   * Inside the annulment of the document that issued it: annuls this one in the caller's
   * transaction. The family's blocker (which keeps a person from annulling it alone) does not apply;
   * the rest does.
   */
  annulIssued(tx: Tx, auth: AuthContext, id: number, reason: string): Promise<void>;
  /**
   * The document a verification id names (any client): a posted one, or an annulled one with the day
   * it was annulled, so a citizen holding the paper learns what happened. 404 for drafts and unknown.
   */
  verify(db: Db, verifyId: string): Promise<Verified>;
}

export function documentLifecycle<Draft extends DraftBase>(
  family: DocumentFamily<Draft>,
): DocumentLifecycle<Draft> {
  const tableName = getTableName(family.table);
  const table = sql.identifier(tableName);
  registerFamily({
    table: tableName,
    date: family.date.column,
    async name(db, id) {
      if (family.name) return family.name(db, id);
      const found = await db.execute<{ number_text: string | null }>(
        sql`select number_text from ${table} where id = ${id}`,
      );
      return `el documento N.º ${found.rows[0]?.number_text ?? id}`;
    },
  });
  const dateColumn = sql.identifier(family.date.column);
  const seriesColumn = sql.identifier(family.numbering.series);
  // Drizzle's insert and update take the table's own row type; the family's values are checked
  // against the table by the database, so the kit hands them over untyped.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const target = family.table as any;

  /** Locks a document of the caller's client, or answers 404. */
  async function lock(tx: Tx, auth: AuthContext, id: number): Promise<LockedDocument> {
    const found = await tx.execute<LockedDocument>(sql`
      select id, id_client as "idClient", id_period as "idPeriod", ${seriesColumn} as series, status, version,
             id_reverses as "idReverses", to_char(${dateColumn}, 'YYYY-MM-DD') as date, number_text as "numberText"
        from ${table} where id = ${id} and id_client = ${auth.idClient} for update`);
    const doc = found.rows[0];
    if (!doc) throw notFound(NOT_FOUND);
    return doc;
  }

  /** The period is open and the date falls inside it. */
  async function checkPeriod(tx: Tx, auth: AuthContext, draft: Draft): Promise<void> {
    await assertPeriodOpen(tx, auth, draft.idPeriod);
    const outside = await dateOutsidePeriod(tx, draft.idPeriod, family.date.of(draft), family.date.field);
    if (outside) throw badRequest('Revise el documento', [outside]);
  }

  /** Everything the draft names exists for this client: at every save and again at posting. */
  async function checkReferences(tx: Tx, auth: AuthContext, draft: Draft): Promise<void> {
    const errors = await family.check(tx, auth, draft);
    if (errors.length > 0) throw badRequest('Revise el documento', errors);
  }

  /** A save that runs into one of the family's unique indexes answers its message. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const pg = pgErrorOf(error);
      const known = pg?.code === '23505' && pg.constraint ? family.uniques?.[pg.constraint] : undefined;
      if (known) throw conflict(known.message, [known]);
      throw error;
    }
  }

  /**
   * A document another one issued is undone with it, never alone: an egress voucher would stay in
   * force with its money back in the account.
   */
  async function issuedBy(tx: Tx, id: number): Promise<string | null> {
    const found = await tx.execute<{ issued_by_table: string | null; issued_by_id: number | null }>(
      sql`select issued_by_table, issued_by_id from ${table} where id = ${id}`,
    );
    const by = found.rows[0];
    const issuer = by?.issued_by_table ? familyOf(by.issued_by_table) : undefined;
    if (!issuer || by?.issued_by_id == null) return null;
    const name = await issuer.name(tx, by.issued_by_id);
    return `Lo emitió ${name}: se anula anulando ${name.replace(/ N\.º .*$/, '')}.`;
  }

  async function checkDraft(tx: Tx, auth: AuthContext, draft: Draft): Promise<void> {
    await checkPeriod(tx, auth, draft);
    await checkReferences(tx, auth, draft);
  }

  async function create(tx: Tx, auth: AuthContext, draft: Draft): Promise<number> {
    await checkDraft(tx, auth, draft);
    const [row] = await tx
      .insert(target)
      .values({
        ...(await family.header(tx, draft)),
        idClient: auth.idClient,
        idPeriod: draft.idPeriod,
        createdBy: auth.idUser,
      })
      .returning({ id: target.id });
    const id = (row as { id: number } | undefined)?.id;
    if (id === undefined) throw new Error('No se creó el documento');
    await family.writeContent(tx, auth, id, draft);
    return id;
  }

  /**
   * Posts a draft: checks it again under lock, lets the family apply its effect,
   * takes the next number of its client, period and series, and gives it an unguessable
   * verification id. Anything refused leaves the draft as it was and gives the number back.
   */
  async function post(tx: Tx, auth: AuthContext, id: number): Promise<Posted> {
    const doc = await lock(tx, auth, id);
    if (doc.status !== 'draft') throw conflict(LOCKED);
    const draft = await family.load(tx, doc);
    await checkPeriod(tx, auth, draft);
    const shape = (await family.shape?.(tx, draft)) ?? [];
    if (shape.length > 0) throw badRequest('El documento no puede registrarse así', shape);
    await checkReferences(tx, auth, draft);
    const posting = await family.post(tx, auth, doc, draft);
    const number = await takeNumber(tx, family.numbering, {
      idClient: auth.idClient,
      idPeriod: doc.idPeriod,
      series: doc.series,
    });
    await tx
      .update(target)
      .set({
        ...posting.header,
        status: 'posted',
        number: number.number,
        numberText: number.text,
        verifyId: randomBytes(16).toString('base64url'),
        postedAt: sql`now()`,
        postedBy: auth.idUser,
        version: sql`version + 1`,
      })
      .where(sql`id = ${id}`);
    return { numberText: number.text, warnings: posting.warnings ?? [] };
  }

  /**
   * Annuls a posted document (`blocked`: unless the family's blocker objects): writes its reversal (same series, the declared figures negated, dated
   * today or at the document's date if later, and never past its period) and lets the family undo
   * the effect, then marks the original annulled. Both stay: reports net them.
   */
  async function annul(tx: Tx, auth: AuthContext, id: number, reason: string, blocked: boolean) {
    const doc = await lock(tx, auth, id);
    if (doc.idReverses !== null) throw conflict('Una anulación no se anula.');
    if (doc.status === 'draft') throw conflict('Un borrador no se anula: elimínelo.');
    if (doc.status === 'annulled') throw conflict('El documento ya está anulado.');
    await assertPeriodOpen(tx, auth, doc.idPeriod);
    if (blocked) {
      const blocker = (await issuedBy(tx, id)) ?? (await family.annul.blocker?.(tx, auth, doc));
      if (blocker) throw conflict(blocker);
    }
    // What other modules built on it (assets bought with a causación) holds whoever annuls it.
    const objection = await annulObjection(tableName, tx, auth, doc);
    if (objection) throw conflict(objection);
    const names = (columns: string[]) => columns.map((c) => sql`, ${sql.identifier(c)}`);
    const copied = (columns: string[], negate: boolean) =>
      columns.map((c) => (negate ? sql`, -d.${sql.identifier(c)}` : sql`, d.${sql.identifier(c)}`));
    const { copy, negate, describe } = family.annul;
    const written = await tx.execute<LockedDocument>(sql`
        insert into ${table} (id_client, id_period, ${seriesColumn}, status, number_text, ${dateColumn},
                              ${sql.identifier(describe)}, id_reverses, annul_reason, created_by, posted_by,
                              posted_at${sql.join(names(copy))}${sql.join(names(negate))})
        select d.id_client, d.id_period, d.${seriesColumn}, 'posted', 'ANUL. ' || coalesce(d.number_text, ''),
               least(greatest(${todayOf(auth)}::date, d.${dateColumn}), p.end_date), 'Anulación: ' || ${reason}, d.id,
               ${reason}, ${auth.idUser}, ${auth.idUser}, now()${sql.join(copied(copy, false))}${sql.join(copied(negate, true))}
          from ${table} d join period p on p.id = d.id_period
         where d.id = ${id}
        returning id, id_client as "idClient", id_period as "idPeriod", ${seriesColumn} as series, status,
                  version, id_reverses as "idReverses", to_char(${dateColumn}, 'YYYY-MM-DD') as date,
                  number_text as "numberText"`);
    const reversal = written.rows[0];
    if (!reversal) throw new Error('No se escribió la anulación');
    await family.annul.reverse(tx, auth, doc, reversal);
    await tx.execute(sql`
        update ${table} set status = 'annulled', annul_reason = ${reason}, annulled_at = now(),
               annulled_by = ${auth.idUser}, version = version + 1
         where id = ${id}`);
  }

  return {
    async createDraft(db, auth, draft) {
      return guarded(() => withTransaction(db, auth, (tx) => create(tx, auth, draft)));
    },

    async draftIn(tx, auth, draft) {
      return guarded(() => create(tx, auth, draft));
    },

    async updateDraft(db, auth, id, version, draft) {
      await guarded(() =>
        withTransaction(db, auth, async (tx) => {
          const doc = await lock(tx, auth, id);
          if (doc.status !== 'draft') throw conflict(LOCKED);
          if (doc.version !== version) throw conflict(STALE);
          await checkDraft(tx, auth, draft);
          await tx
            .update(target)
            .set({ ...(await family.header(tx, draft)), idPeriod: draft.idPeriod, version: sql`version + 1` })
            .where(sql`id = ${id}`);
          await family.writeContent(tx, auth, id, draft);
        }),
      );
    },

    async deleteDraft(db, auth, id) {
      await withTransaction(db, auth, async (tx) => {
        const doc = await lock(tx, auth, id);
        if (doc.status !== 'draft') throw conflict(LOCKED);
        await tx.execute(sql`delete from ${table} where id = ${id}`);
      });
    },

    async post(db, auth, id) {
      return withTransaction(db, auth, (tx) => post(tx, auth, id));
    },

    async annul(db, auth, id, reason) {
      await withTransaction(db, auth, (tx) => annul(tx, auth, id, reason, true));
    },

    async issue(tx, auth, draft, issuer) {
      return guarded(async () => {
        const id = await create(tx, auth, draft);
        if (issuer)
          await tx.execute(
            sql`update ${table} set issued_by_table = ${issuer.table}, issued_by_id = ${issuer.id} where id = ${id}`,
          );
        return { id, ...(await post(tx, auth, id)) };
      });
    },

    async annulIssued(tx, auth, id, reason) {
      await annul(tx, auth, id, reason, false);
    },

    async verify(db, verifyId) {
      const found = await db.execute<{
        id: number;
        id_client: number;
        status: DocumentStatus;
        annulled_on: string | null;
      }>(sql`
        select d.id, d.id_client, d.status,
               -- The day it was annulled on the clock of the institution that annulled it.
               to_char(d.annulled_at at time zone c.time_zone, 'YYYY-MM-DD') as annulled_on
          from ${table} d join client c on c.id = d.id_client
         where d.verify_id = ${verifyId} and d.id_reverses is null`);
      const row = found.rows[0];
      if (!row || row.status === 'draft') throw notFound(family.notFound ?? NOT_FOUND);
      const annulledOn = row.status === 'annulled' ? row.annulled_on : null;
      return { id: row.id, idClient: row.id_client, annulledOn };
    },
  };
}
