// Revenue's contracts: taxpayers and their taxed objects, concepts, receipts, cash closes, solvencies and reports.
// A new contract of this module is one line here; the package's root lists modules, not files.

export * from './agreement-type.resource.ts';
export * from './cadastral-value.resource.ts';
export * from './cash-close.endpoints.ts';
export * from './cash-close.ts';
export * from './collection-concept.resource.ts';
export * from './collection-notice.endpoints.ts';
export * from './collection-notice.ts';
export * from './collection-point.resource.ts';
export * from './economic-activity.resource.ts';
export * from './fine.endpoints.ts';
export * from './fine.ts';
export * from './fine-type.resource.ts';
export * from './income-classifier.resource.ts';
export * from './income-declaration.endpoints.ts';
export * from './income-declaration.ts';
export * from './late-interest.resource.ts';
export * from './obligations.ts';
export * from './payment-agreement.endpoints.ts';
export * from './payment-agreement.ts';
export * from './payment-form.resource.ts';
export * from './receipt.endpoints.ts';
export * from './receipt.ts';
export * from './reports.ts';
export * from './revenue-catalogues.resource.ts';
export * from './solvency.endpoints.ts';
export * from './solvency.ts';
export * from './tax-unit.resource.ts';
export * from './taxpayer.endpoints.ts';
export * from './taxpayer.resource.ts';
export * from './vehicle-tariff.resource.ts';
