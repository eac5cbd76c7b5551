// The platform's contracts: endpoints, envelopes, input rules, formats, the catalogue and the kits.

// Each module's contracts, from its own index (also importable alone: `@erario/contracts/treasury`).
export * from './budget/index.ts';
export * from './catalogue.ts';
export * from './charts.ts';
export * from './clock.ts';
export * from './common/index.ts';
export * from './documents/document-endpoints.ts';
export * from './endpoint.ts';
export * from './envelope.ts';
export * from './field-labels.ts';
export * from './format.ts';
export * from './guide.ts';
export * from './identity/index.ts';
export * from './identity.ts';
export * from './input.ts';
export * from './inventory/index.ts';
export * from './payroll/index.ts';
export * from './provider.ts';
export * from './queue/index.ts';
export * from './reports/chart.ts';
export * from './reports/report.ts';
export * from './resources/registry.ts';
export * from './resources/resource.endpoints.ts';
export * from './resources/resource.ts';
export * from './revenue/index.ts';
export * from './rif.ts';
export * from './services.ts';
export * from './support/index.ts';
export * from './treasury/index.ts';
export * from './words.ts';
