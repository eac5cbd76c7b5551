import {
  type AssetRow,
  assetRow,
  type BudgetAssetLine,
  formatMoney,
  type fromBudgetLineInput,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import { AppError, invalidInput } from '../../../platform/errors.ts';
import { capitalLines, lockCapitalLine } from '../../budget/index.ts';
import { ASSET_ROW, checkAsset, nextNumbers } from './asset.service.ts';

/** The period's capital-goods lines, each with the value of the assets already registered from it. */
export async function budgetAssetLines(
  db: Db,
  idClient: number,
  idPeriod: number,
  query: { page: number; size: number; search?: string },
) {
  const { rows, total } = await capitalLines(db, idClient, { idPeriod, ...query });
  const registered = await db.execute<{ id: number; value: string }>(sql`
    select id_budget_line as id, sum(value)::text as value from asset
     where id_client = ${idClient}
       and id_budget_line in (select value::int from jsonb_array_elements_text(${JSON.stringify(rows.map((r) => r.idLine))}::jsonb))
     group by id_budget_line`);
  const byLine = new Map(registered.rows.map((r) => [r.id, r.value]));
  const lines: BudgetAssetLine[] = rows.map((r) => {
    const done = new Decimal(byLine.get(r.idLine) ?? 0);
    return { ...r, registered: done.toFixed(2), remaining: new Decimal(r.caused).minus(done).toFixed(2) };
  });
  return { rows: lines, total, page: query.page, size: query.size };
}

/** An amount in equal shares to the cent, the cents left over to the first shares. */
export function shares(amount: string, count: number): string[] {
  const cents = new Decimal(amount).times(100);
  const base = cents.dividedToIntegerBy(count);
  const extra = cents.minus(base.times(count)).toNumber();
  return Array.from({ length: count }, (_, i) =>
    base
      .plus(i < extra ? 1 : 0)
      .dividedBy(100)
      .toFixed(2),
  );
}

/**
 * Registers the assets a capital-goods line bought, waiting for their incorporation. The line is
 * locked first: two registrations from it are weighed one after the other, and together never pass
 * what it caused.
 */
export async function registerFromBudgetLine(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof fromBudgetLineInput>,
): Promise<{ assets: AssetRow[] }> {
  return withTransaction(db, auth, async (tx) => {
    const line = await lockCapitalLine(tx, auth.idClient, input.idLine);
    if (!line)
      throw invalidInput([
        {
          field: 'idLine',
          message:
            'La línea no es de una partida 4.04 causada en un documento registrado de esta institución',
        },
      ]);
    // The assets are dated as the document: a document dated after today names its line.
    const errors = (await checkAsset(tx, auth, { ...input, acquiredOn: line.date })).map((e) =>
      e.field === 'acquiredOn'
        ? {
            field: 'idLine',
            message: 'El documento de la línea es posterior a hoy: sus bienes se registran desde su fecha',
          }
        : e,
    );
    if (errors.length > 0) throw invalidInput(errors);
    const done = await tx.execute<{ value: string }>(sql`
      select coalesce(sum(value), 0)::text as value from asset
       where id_client = ${auth.idClient} and id_budget_line = ${input.idLine}`);
    const remaining = new Decimal(line.caused).minus(done.rows[0]?.value ?? 0);
    const amount = new Decimal(input.amount ?? remaining);
    if (amount.lte(0) || amount.gt(remaining))
      throw new AppError(
        422,
        remaining.lte(0)
          ? `Los bienes de esa línea ya están registrados: causó ${formatMoney(line.caused)}.`
          : `La línea tiene ${formatMoney(remaining.toFixed(2))} por registrar y se piden ${formatMoney(amount.toFixed(2))}.`,
        [{ field: 'amount', message: 'Más de lo que queda por registrar de la línea' }],
      );
    const numbers = await nextNumbers(tx, auth.idClient, input.quantity);
    const rows = shares(amount.toFixed(2), input.quantity).map((value, i) => ({ number: numbers[i], value }));
    const made = await tx.execute<{ id: number }>(sql`
      insert into asset (id_client, number, id_concept, id_subgroup, id_section, description, serial, brand, model,
                         color, details, acquired_on, value, id_work_unit, id_custodian, id_custodian_worker,
                         condition, id_budget_document, id_budget_line)
      select ${auth.idClient}, r.number, ${input.idConcept ?? null}::int, ${input.idSubgroup}, ${input.idSection ?? null}::int,
             ${input.description}, ${input.serial ?? null}, ${input.brand ?? null}, ${input.model ?? null}, ${input.color ?? null},
             ${JSON.stringify(input.details ?? {})}::jsonb, ${line.date}::date, r.value::numeric, ${input.idWorkUnit},
             ${input.idCustodian ?? null}::int, ${input.idCustodianWorker ?? null}::int, ${input.condition},
             ${line.idDocument}, ${line.idLine}
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(number text, value text)
      returning id`);
    const found = await selectRows(
      tx,
      assetRow,
      sql`
      ${ASSET_ROW} where a.id in (select value::int from jsonb_array_elements_text(${JSON.stringify(made.rows.map((r) => r.id))}::jsonb))
       order by a.number`,
    );
    return { assets: found };
  });
}
