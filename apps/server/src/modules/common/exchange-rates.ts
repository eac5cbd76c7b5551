import {
  BCV_CURRENCIES,
  exchangeRateEndpoints as e,
  formatDate,
  type RateOfDay,
  rateOfDay,
} from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../platform/access/access.hook.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint.ts';
import { ok } from '../../platform/http/replies.ts';
import type { Platform } from '../../platform/services.ts';

const CURRENCIES = `{${BCV_CURRENCIES.map((c) => c.value).join(',')}}`;

/**
 * The TCMMV of an institution on `day`, as SQL answering at most one row (currency, rate, validFrom):
 * each BCV currency's latest rate in force that day (by the (client, currency, day) index), the
 * highest of them. A day with no rate of its own takes the last one published before it.
 */
export const tcmmvSql = (idClient: number, day: SQL) => sql`
  select c.code as currency, r.rate::text as rate, to_char(r.valid_from, 'YYYY-MM-DD') as "validFrom"
    from unnest(${CURRENCIES}::text[]) c(code)
    cross join lateral (select x.rate, x.valid_from from exchange_rate x
                         where x.id_client = ${idClient} and x.currency = c.code and x.valid_from <= ${day}
                         order by x.valid_from desc limit 1) r
   order by r.rate desc, c.code limit 1`;

/** The institution's TCMMV on a day, or null when it has recorded no rate in force by then. */
export async function tcmmvOn(db: Db | Tx, idClient: number, day: string): Promise<RateOfDay | null> {
  const [found] = await selectRows(db, rateOfDay, tcmmvSql(idClient, sql`${day}::date`));
  return found ?? null;
}

/**
 * The BCV rate of `currency` (an SQL expression naming its ISO code) in force on `day`, as a scalar
 * subquery: the latest that took effect on or before it, null when none has (or the currency has
 * none, as the bolívar).
 */
export const rateOfCurrencySql = (idClient: number, currency: SQL, day: SQL) => sql`
  (select x.rate from exchange_rate x
    where x.id_client = ${idClient} and x.currency = ${currency} and x.valid_from <= ${day}
    order by x.valid_from desc limit 1)`;

/** The institution's BCV rate of a currency on a day, with its fecha valor, or null when none is in force. */
export async function rateOn(
  db: Db | Tx,
  idClient: number,
  currency: string,
  day: string,
): Promise<RateOfDay | null> {
  const [found] = await selectRows(
    db,
    rateOfDay,
    sql`select x.currency, x.rate::text as rate, to_char(x.valid_from, 'YYYY-MM-DD') as "validFrom"
          from exchange_rate x
         where x.id_client = ${idClient} and x.currency = ${currency} and x.valid_from <= ${day}::date
         order by x.valid_from desc limit 1`,
  );
  return found ?? null;
}

/** What is said where a foreign currency has no BCV rate in force on a day. */
export const noRate = (currency: string, day: string) =>
  `No hay tasa de cambio del BCV del ${currency} registrada al ${formatDate(day)}: regístrela en Tasas de cambio (BCV)`;

/** What is said where a day has no TCMMV to convert at. */
export const noTcmmv = (day: string) =>
  `No hay tasa de cambio del BCV registrada al ${formatDate(day)}: regístrela en Tasas de cambio (BCV)`;

/** The TCMMV of a day, for the forms that convert a tariff in the legal unit. */
export function exchangeRateRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, e.tcmmv, { kind: 'token' }, async (request) => {
      const found = await tcmmvOn(db, authOf(request).idClient, request.query.date);
      if (!found) throw notFound(noTcmmv(request.query.date));
      return ok(found);
    });
  };
}
