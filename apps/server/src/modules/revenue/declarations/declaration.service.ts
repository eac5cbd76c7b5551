import {
  CHARGE_BASES,
  type ChargeBasis,
  DEFINITIVE_DECLARATION,
  declarationDue,
  declarationKind,
  declarationPeriodError,
  type FieldError,
  formatDate,
  type IncomeDeclarationDraft,
  PERIODICITIES,
  periodLabel,
  periodStart,
  periodSubject,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { type SQL, sql } from 'drizzle-orm';
import { todayOf } from '../../../platform/clock.ts';
import type { Tx } from '../../../platform/db/database.ts';
import { type DocumentFamily, documentLifecycle } from '../../../platform/documents/lifecycle.ts';
import { AppError, conflict, notFound } from '../../../platform/errors.ts';
import { noTcmmv, tcmmvOn } from '../../common/index.ts';
import { draftRuleFines } from '../fines/fine-rules.ts';
import { paidOnEstimate } from '../taxes/charges.ts';
import { incomeDeclaration } from './declaration.schema.ts';

/** The last day of the period (a month or a year) the key names, as SQL. */
const periodEnd = (idKind: number, period: string) =>
  sql`(${periodStart(period)}::date + ${declarationKind(idKind)?.periodicity === 'monthly' ? sql`interval '1 month'` : sql`interval '1 year'`} - interval '1 day')::date`;

const kindLabel = (idKind: number) => declarationKind(idKind)?.label ?? 'Declaración';

/** The activities a licence authorises, with their code and name. */
async function activitiesOf(tx: Tx, idPatent: number) {
  const found = await tx.execute<{ id: number; code: string; description: string }>(sql`
    select e.id, e.code, e.description from patent_activity a join economic_activity e on e.id = a.id_economic_activity
     where a.id_patent = ${idPatent} order by e.code`);
  return found.rows;
}

/**
 * What the declaration's licence and period say against the draft: the licence is the taxpayer's
 * and was in force in the period, the period fits the kind and the day, and each line names an
 * activity the licence authorises, once.
 */
async function draftErrors(tx: Tx, idClient: number, d: IncomeDeclarationDraft): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const payer = await tx.execute(
    sql`select 1 from taxpayer where id = ${d.idTaxpayer} and id_client = ${idClient}`,
  );
  if (!payer.rows[0])
    errors.push({ field: 'idTaxpayer', message: 'El contribuyente no existe en esta institución' });
  const periodError = declarationPeriodError(d.idKind, d.period, d.declarationDate);
  if (periodError) errors.push({ field: 'period', message: periodError });
  const patent = await tx.execute<{ licence: string; active: boolean; inForce: boolean | null }>(sql`
    select licence_number as licence, active,
           ${periodError ? sql`null` : sql`start_date <= ${periodEnd(d.idKind, d.period)} and (end_date is null or end_date >= ${periodStart(d.period)}::date)`} as "inForce"
      from patent where id = ${d.idPatent} and id_client = ${idClient} and id_taxpayer = ${d.idTaxpayer}`);
  const licence = patent.rows[0];
  if (!licence) {
    errors.push({ field: 'idPatent', message: 'La licencia no es de este contribuyente' });
    return errors;
  }
  if (!licence.active)
    errors.push({ field: 'idPatent', message: `La licencia ${licence.licence} no está vigente` });
  else if (licence.inForce === false)
    errors.push({
      field: 'period',
      message: `La licencia ${licence.licence} no estaba vigente en ${periodLabel(d.period)}`,
    });
  const authorised = new Map((await activitiesOf(tx, d.idPatent)).map((a) => [a.id, a]));
  const seen = new Set<number>();
  d.lines.forEach((l, i) => {
    const field = `lines.${i}.idEconomicActivity`;
    if (!authorised.has(l.idEconomicActivity))
      errors.push({ field, message: `La licencia ${licence.licence} no autoriza esa actividad` });
    else if (seen.has(l.idEconomicActivity)) {
      const a = authorised.get(l.idEconomicActivity);
      errors.push({ field, message: `La actividad ${a?.code} está dos veces` });
    }
    seen.add(l.idEconomicActivity);
  });
  return errors;
}

/**
 * A declaration declares every activity its licence authorises (an activity left out would escape
 * its minimum), and only one is in force per licence, kind and period: another is annulled first.
 */
async function postingErrors(tx: Tx, idClient: number, d: IncomeDeclarationDraft) {
  const activities = await activitiesOf(tx, d.idPatent);
  if (activities.length === 0)
    throw new AppError(400, 'El documento no puede registrarse así', [
      {
        field: 'idPatent',
        message:
          'La licencia no tiene actividades autorizadas: regístrelas en Patentes por contribuyente antes de declarar',
      },
    ]);
  const missing = activities.filter((a) => !d.lines.some((l) => l.idEconomicActivity === a.id));
  if (missing.length > 0)
    throw new AppError(400, 'El documento no puede registrarse así', [
      {
        field: 'lines',
        message: `Declare los ingresos de todas las actividades de la licencia: ${missing.length === 1 ? 'falta' : 'faltan'} ${missing.map((a) => `${a.code} ${a.description}`).join(', ')}`,
      },
    ]);
  const other = await tx.execute<{ number_text: string }>(sql`
    select number_text from income_declaration
     where id_client = ${idClient} and id_patent = ${d.idPatent} and id_kind = ${d.idKind} and period = ${d.period}
       and status = 'posted' and id_reverses is null`);
  if (other.rows[0])
    throw conflict(
      `Ya está en vigor la ${kindLabel(d.idKind).toLowerCase()} N.º ${other.rows[0].number_text} de ${periodLabel(d.period)} de esta licencia: anúlela para presentar una sustitutiva.`,
    );
}

/**
 * What a declaration comes to is charged: for each part it owes (bolívares, TCMMV), an active
 * concept on licences of its periodicity charges it from its period on; a definitive over a year
 * paid on its estimate, the concept of the settlement. Without one, the income declared would never
 * be owed: refused, saying which concept to create.
 */
async function assertCharged(
  tx: Tx,
  idClient: number,
  d: IncomeDeclarationDraft,
  figures: { taxAmount: string; taxUnits: string },
) {
  const kind = declarationKind(d.idKind);
  if (!kind) return;
  const settled =
    d.idKind === DEFINITIVE_DECLARATION &&
    (
      await tx.execute(sql`
        select 1 from (${paidOnEstimate(idClient, sql`${d.idPatent}`, sql`${periodStart(d.period)}::date`, sql`'yearly'`)}) e
         where e.paid is not null`)
    ).rows.length > 0;
  const owed: ChargeBasis[] = settled
    ? ['declaredSettlement']
    : [
        ...(Number(figures.taxAmount) > 0 ? (['declaredIncome'] as const) : []),
        ...(Number(figures.taxUnits) > 0 ? (['declaredMinimum'] as const) : []),
      ];
  for (const basis of owed) {
    const found = await tx.execute(sql`
      select 1 from collection_concept
       where id_client = ${idClient} and active and basis = ${basis} and taxed_object = 'patent'
         and periodicity = ${kind.periodicity} and due_from <= ${periodStart(d.period)}::date limit 1`);
    if (found.rows.length === 0) {
      const label = CHARGE_BASES.find((b) => b.value === basis)?.label ?? basis;
      const every = PERIODICITIES.find((p) => p.value === kind.periodicity)?.label.toLowerCase();
      throw conflict(
        `Ningún concepto de recaudación activo cobra esta declaración: cree en Conceptos de recaudación uno ${every} sobre patentes que se calcule por «${label}», debido desde ${kind.periodicity === 'yearly' ? 'el ' : ''}${periodLabel(d.period)} o antes.`,
      );
    }
  }
}

/** An activity's rate and monthly minimum in force on `day`, as a lateral row. */
const RATE_IN_FORCE = (idClient: number, activity: SQL, day: string) => sql`
  select a.rate, a.valid_from, a.minimum_units from activity_rate a
   where a.id_client = ${idClient} and a.id_economic_activity = ${activity} and a.valid_from <= ${day}::date
   order by a.valid_from desc limit 1`;

type Taxed = {
  line: number;
  code: string;
  rate: string | null;
  minimum: string | null;
};

/**
 * Taxes each line as the ordinance in force on the period's first day says (so a new ordinance does
 * not rewrite past years): the rate on the income, against the minimum (the monthly minimum × the
 * months declared) at the TCMMV of the declaration's day; the larger is the tax, in bolívares when it
 * is the rate's, in TCMMV when it is the minimum (a debt in the unit is paid at the rate of the day
 * of payment: LOCAPT art. 13-14). Writes each line's figures and answers the header's.
 */
async function taxLines(tx: Tx, idClient: number, id: number, d: IncomeDeclarationDraft) {
  const months = declarationKind(d.idKind)?.months ?? 12;
  const starts = periodStart(d.period);
  const found = await tx.execute<Taxed>(sql`
    select l.line, e.code, r.rate::text as rate, (r.minimum_units * ${months})::text as minimum
      from income_declaration_line l
      join economic_activity e on e.id = l.id_economic_activity
      left join lateral (${RATE_IN_FORCE(idClient, sql`l.id_economic_activity`, starts)}) r on true
     where l.id_declaration = ${id} order by l.line`);
  const unrated = found.rows.filter((l) => l.rate === null);
  if (unrated.length > 0)
    throw new AppError(
      422,
      unrated
        .map(
          (l) =>
            `La actividad ${l.code} no tiene alícuota vigente en ${periodLabel(d.period)}: regístrela en Actividades económicas y alícuotas`,
        )
        .join('. '),
    );
  const needsRate = found.rows.some((l) => Number(l.minimum) > 0);
  const tcmmv = needsRate ? await tcmmvOn(tx, idClient, d.declarationDate) : null;
  if (needsRate && !tcmmv)
    throw new AppError(400, 'Revise la declaración', [
      { field: 'declarationDate', message: noTcmmv(d.declarationDate) },
    ]);
  const rate = tcmmv?.rate ?? '0';
  await tx.execute(sql`
    update income_declaration_line l
       set rate = t.rate, rate_from = t.valid_from, minimum_units = t.minimum, by_rate = t.by_rate,
           minimum_amount = t.minimum_amount,
           tax = case when t.by_rate >= t.minimum_amount then t.by_rate end,
           tax_units = case when t.by_rate < t.minimum_amount then t.minimum end
      from (select x.id, r.rate, r.valid_from, r.minimum_units * ${months} as minimum,
                   round(x.income * r.rate / 100, 2) as by_rate,
                   round(r.minimum_units * ${months} * ${rate}::numeric, 2) as minimum_amount
              from income_declaration_line x
              cross join lateral (${RATE_IN_FORCE(idClient, sql`x.id_economic_activity`, starts)}) r
             where x.id_declaration = ${id}) t
     where l.id = t.id`);
  const totals = await tx.execute<{ income: string; tax: string; units: string }>(sql`
    select coalesce(sum(income), 0)::text as income, coalesce(sum(tax), 0)::text as tax,
           coalesce(sum(tax_units), 0)::text as units
      from income_declaration_line where id_declaration = ${id}`);
  const t = totals.rows[0];
  return {
    incomeTotal: t?.income ?? '0',
    taxAmount: t?.tax ?? '0',
    taxUnits: t?.units ?? '0',
    tcmmvRate: tcmmv?.rate ?? null,
    tcmmvCurrency: tcmmv?.currency ?? null,
    tcmmvDate: tcmmv?.validFrom ?? null,
  };
}

export const declarationFamily: DocumentFamily<IncomeDeclarationDraft> = {
  table: incomeDeclaration,
  date: { column: 'declaration_date', field: 'declarationDate', of: (d) => d.declarationDate },
  numbering: { table: 'income_declaration_number', series: 'id_kind' },
  notFound: 'DECLARACIÓN NO ENCONTRADA',
  async name(db, id) {
    const found = await db.execute<{ number_text: string | null; id_kind: number }>(
      sql`select number_text, id_kind from income_declaration where id = ${id}`,
    );
    const r = found.rows[0];
    return `la ${kindLabel(r?.id_kind ?? 0).toLowerCase()} N.º ${r?.number_text ?? id}`;
  },
  header: async (_tx, d) => ({
    idKind: d.idKind,
    declarationDate: d.declarationDate,
    idTaxpayer: d.idTaxpayer,
    idPatent: d.idPatent,
    period: d.period,
    note: d.note || null,
  }),
  check: (tx, auth, d) => draftErrors(tx, auth.idClient, d),
  uniques: {
    income_declaration_in_force_uq: {
      field: 'period',
      message:
        'Ya hay una declaración de ese tipo en vigor para la licencia y el período: anúlela para presentar una sustitutiva',
    },
  },
  async writeContent(tx, _auth, id, d) {
    await tx.execute(sql`delete from income_declaration_line where id_declaration = ${id}`);
    if (d.lines.length === 0) return;
    await tx.execute(sql`
      insert into income_declaration_line (id_declaration, line, id_economic_activity, income)
      select ${id}, x.n, x.id, x.income::numeric
        from jsonb_to_recordset(${JSON.stringify(d.lines.map((l, i) => ({ n: i + 1, id: l.idEconomicActivity, income: l.income })))}::jsonb)
             as x(n int, id int, income text)`);
  },
  async load(tx, doc) {
    const found = await tx.execute<{
      idKind: number;
      idTaxpayer: number;
      idPatent: number;
      period: string;
      note: string | null;
    }>(sql`
      select id_kind as "idKind", id_taxpayer as "idTaxpayer", id_patent as "idPatent", period, note
        from income_declaration where id = ${doc.id}`);
    const h = found.rows[0];
    if (!h) throw notFound('Documento no encontrado');
    const lines = await tx.execute<{ idEconomicActivity: number; income: string }>(sql`
      select id_economic_activity as "idEconomicActivity", income::text as income
        from income_declaration_line where id_declaration = ${doc.id} order by line`);
    return { ...h, idPeriod: doc.idPeriod, declarationDate: doc.date, lines: lines.rows };
  },
  async post(tx, auth, doc, d) {
    // Filed today: a date ahead would declare a month not yet ended, one behind would hide a late filing.
    if (d.declarationDate !== todayOf(auth))
      throw new AppError(400, 'Revise la declaración', [
        { field: 'declarationDate', message: 'La declaración se registra con la fecha de hoy' },
      ]);
    // The licence's row is locked: two declarations of its period posted at once, one waits and is refused.
    await tx.execute(sql`select id from patent where id = ${d.idPatent} for update`);
    await postingErrors(tx, auth.idClient, d);
    const figures = await taxLines(tx, auth.idClient, doc.id, d);
    await assertCharged(tx, auth.idClient, d, figures);
    const due = declarationDue(d.idKind, d.period);
    const late = d.declarationDate > due;
    if (!late) return { header: { ...figures, late }, warnings: [] };
    // Late: the office's rule prepares its fine, on the tax declared (its TCMMV at the day's rate).
    const kind = declarationKind(d.idKind)?.label ?? 'Declaración';
    const prepared = await draftRuleFines(tx, auth, 'lateDeclaration', {
      idPeriod: doc.idPeriod,
      date: d.declarationDate,
      idTaxpayer: d.idTaxpayer,
      taxAmount: new Decimal(figures.taxAmount)
        .plus(new Decimal(figures.taxUnits).times(figures.tcmmvRate ?? 0).toDecimalPlaces(2))
        .toFixed(2),
      facts: `${kind} de ${periodLabel(d.period)} presentada el ${formatDate(d.declarationDate)}, fuera del plazo que venció el ${formatDate(due)}.`,
    });
    return {
      header: { ...figures, late },
      warnings: [
        `Declaración extemporánea: el plazo de ${periodLabel(d.period)} venció el ${formatDate(due)}.`,
        ...prepared,
      ],
    };
  },
  annul: {
    // What was paid on the declaration stays explained by it: the receipt is annulled first.
    async blocker(tx, _auth, doc) {
      // The licence is locked: a receipt posting on it now (it holds the licence) is waited for and seen.
      await tx.execute(sql`
        select id from patent where id = (select id_patent from income_declaration where id = ${doc.id}) for update`);
      // Its period taken by a payment agreement in force: the agreement froze what it came to.
      const agreed = await tx.execute<{ number_text: string }>(sql`
        select a.number_text from income_declaration d
          join payment_agreement_debt ad on ad.object_kind = 'patent' and ad.id_object = d.id_patent
               and ad.period = d.period
          join payment_agreement a on a.id = ad.id_agreement and a.status = 'posted' and a.id_reverses is null
         where d.id = ${doc.id} limit 1`);
      if (agreed.rows[0])
        return `El período declarado está en el convenio de pago N.º ${agreed.rows[0].number_text}: anule el convenio antes.`;
      // A receipt in force charged on it: its lines keep the declaration (the settlement's, the definitive).
      const found = await tx.execute<{ number_text: string; period: string }>(sql`
        select r.number_text, d.period from income_declaration d
          join receipt_concept l on l.id_income_declaration = d.id
          join paid_obligation p on p.id_receipt = l.id_receipt and p.id_collection_concept = l.id_collection_concept
               and p.period = l.period
          join receipt r on r.id = p.id_receipt
         where d.id = ${doc.id} limit 1`);
      const paid = found.rows[0];
      if (!paid) return null;
      return `${periodSubject(paid.period)} de esta licencia ya se pagó con el recibo N.º ${paid.number_text}: anule el recibo primero.`;
    },
    copy: ['id_taxpayer', 'id_patent', 'period', 'late', 'tcmmv_rate', 'tcmmv_currency', 'tcmmv_date'],
    negate: ['income_total', 'tax_amount', 'tax_units'],
    describe: 'note',
    reverse: async () => {},
  },
};

export const declarations = documentLifecycle(declarationFamily);
