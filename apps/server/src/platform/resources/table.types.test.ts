import { bankResource, type clientResource } from '@erario/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { TableOf } from './table.ts';
import { tableOf } from './tables.ts';

/** Checked by the type checker, and the columns at run time: a master's table from its declaration. */
describe("a master's table", () => {
  it('has its declared columns, typed, not null where required, and the tenancy column where it has one', () => {
    type Client = TableOf<typeof clientResource>['$inferSelect'];
    expectTypeOf<Client['clientName']>().toEqualTypeOf<string>();
    expectTypeOf<Client['idCompany']>().toEqualTypeOf<number>();
    expectTypeOf<Client['validOverdraft']>().toEqualTypeOf<boolean>();
    expectTypeOf<Client>().not.toHaveProperty('idClient');
    type Bank = TableOf<typeof bankResource>['$inferSelect'];
    expectTypeOf<Bank['idClient']>().toEqualTypeOf<number>();
    expectTypeOf<Bank['rif']>().toEqualTypeOf<string | null>();
    expectTypeOf<TableOf<typeof bankResource>['$inferInsert']['name']>().toEqualTypeOf<string>();

    const bank = tableOf(bankResource);
    expect([bank.name.name, bank.rif.name, bank.idClient.name, bank.version.name]).toEqual([
      'name',
      'rif',
      'id_client',
      'version',
    ]);
    expect(bank.name.notNull).toBe(true);
    expect(bank.rif.notNull).toBe(false);
  });
});
