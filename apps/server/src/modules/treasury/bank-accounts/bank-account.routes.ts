import {
  accountBalance,
  balanceMonth,
  bankAccountEndpoints as e,
  simpleBankAccount,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { todayOf } from '../../../platform/clock.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import { PERIOD_ROW } from '../../../platform/periods/period.ts';
import type { Platform } from '../../../platform/services.ts';
import { accountBalances, balanceMonths } from '../reports/treasury-reports.sql.ts';

/** The institution's active bank accounts, by bank and number, and their balances for the dashboard. */
export function bankAccountRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, e.simpleOfClient, { kind: 'client-param', param: 'idClient' }, async (request) => {
      const found = await selectRows(
        db,
        simpleBankAccount,
        sql`
        select a.id, a.account_number as "accountNumber", a.account_type as "accountType", a.description,
               b.id as "idBank", b.code as "bankCode", b.name as "bankName", c.code as "currencyCode"
          from bank_account a
          join bank b on b.id = a.id_bank and b.id_client = a.id_client
          join currency c on c.id = a.id_currency
         where a.id_client = ${request.params.idClient} and a.active
         order by b.name, a.account_number`,
      );
      return ok({ data: found });
    });
    // The same balances as the accounts report, up to the period's end: today's book, the last statement.
    route(app, e.balances, PERIOD_ROW, async (request) => {
      const found = await selectRows(
        db,
        accountBalance,
        sql`
        select r."accountNumber", r."bankName", r.currency, r."bookBalance"::text as "bookBalance",
               r."bankBalance"::text as "bankBalance", r.rate::text as rate,
               r."bookBalanceVes"::text as "bookBalanceVes"
          from (${accountBalances(authOf(request).idClient, request.params.idPeriod, null)}) r
         order by r."bankName", r."accountNumber"`,
      );
      return ok(found);
    });
    route(app, e.balanceMonths, PERIOD_ROW, async (request) => {
      const auth = authOf(request);
      return ok(
        await selectRows(
          db,
          balanceMonth,
          balanceMonths(auth.idClient, request.params.idPeriod, todayOf(auth)),
        ),
      );
    });
  };
}
