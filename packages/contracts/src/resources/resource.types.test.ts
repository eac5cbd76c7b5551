import { describe, expectTypeOf, it } from 'vitest';
import type { clientResource } from '../common/client.resource.ts';
import type { EndpointData, EndpointInput } from '../endpoint.ts';
import { beneficiaryResource } from '../treasury/beneficiary.resource.ts';
import { resourceEndpoints } from './resource.endpoints.ts';
import type { InputOf, RowOf } from './resource.ts';

/** Checked by the type checker (`npm run typecheck`): a master's types come out of its declaration. */
describe("a master's types", () => {
  it('gives each field its type, null where optional, and a label beside each reference', () => {
    type Client = RowOf<typeof clientResource>;
    expectTypeOf<Client['clientName']>().toEqualTypeOf<string>();
    expectTypeOf<Client['idCompany']>().toEqualTypeOf<number>();
    expectTypeOf<Client['idCompanyLabel']>().toEqualTypeOf<string | null>();
    expectTypeOf<Client['validOverdraft']>().toEqualTypeOf<boolean>();
    type Beneficiary = RowOf<typeof beneficiaryResource>;
    expectTypeOf<Beneficiary['address']>().toEqualTypeOf<string | null>();
    expectTypeOf<Beneficiary['active']>().toEqualTypeOf<boolean>();
    expectTypeOf<Beneficiary>().not.toHaveProperty('idCompany');
    expectTypeOf<InputOf<typeof beneficiaryResource>>().not.toHaveProperty('id');
  });

  it('types its endpoints: the list answers its rows, create takes its input', () => {
    const e = resourceEndpoints(beneficiaryResource);
    expectTypeOf<EndpointData<typeof e.list>['rows'][number]['code']>().toEqualTypeOf<string>();
    expectTypeOf<EndpointInput<typeof e.create>['body']['name']>().toEqualTypeOf<string>();
  });
});
