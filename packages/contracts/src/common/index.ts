// Common contracts: the institution and its catalogues (company, country, currency, parameters).
// A new contract of this module is one line here; the package's root lists modules, not files.
export * from './client.endpoints.ts';
export * from './client.resource.ts';
export * from './company.resource.ts';
export * from './country.resource.ts';
export * from './currency.resource.ts';
export * from './exchange-rate.endpoints.ts';
export * from './exchange-rate.resource.ts';
export * from './general-parameter.resource.ts';
export * from './holiday.resource.ts';
export * from './microservice.resource.ts';
export * from './person-type.resource.ts';
export * from './property.resource.ts';
