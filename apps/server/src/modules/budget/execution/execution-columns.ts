import { sql } from 'drizzle-orm';
import { moneyText } from '../../../platform/db/money.ts';

/**
 * An account's execution from its kept totals `b` (null when it has none): the columns every execution
 * view shows. `asText`: each as JSON carries money (two decimals), for reads answered as they are.
 */
export const executionColumns = (b: string, asText = false) => {
  const col = (name: string) => `coalesce(${b}.${name}, 0)`;
  const updated = `a.initial_amount + ${col('aditional')} - ${col('decrease')}`;
  const columns: [string, string][] = [
    ['initial', 'a.initial_amount'],
    ['modified', `${col('aditional')} - ${col('decrease')}`],
    ['updated', updated],
    ['committed', col('committed')],
    ['caused', col('caused')],
    ['paid', col('paid')],
    ['available', `${updated} - ${col('committed')}`],
  ];
  return sql.join(
    columns.map(
      ([name, expr]) => sql`${asText ? moneyText(sql.raw(expr)) : sql.raw(expr)} as ${sql.identifier(name)}`,
    ),
    sql`, `,
  );
};
