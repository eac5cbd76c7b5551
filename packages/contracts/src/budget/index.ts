// The expense budget's contracts: its masters (classifier, periods, structure, document types and numbers), documents, execution, closing and reports.
// A new contract of this module is one line here; the package's root lists modules, not files.
export * from './beneficiaries/beneficiary-budget.endpoints.ts';
export * from './budget-classifier.resource.ts';
export * from './budget-period.resource.ts';
export * from './budget-structure.resource.ts';
export * from './closing/closing.endpoints.ts';
export * from './document-number.resource.ts';
export * from './document-type.resource.ts';
export * from './documents/document.endpoints.ts';
export * from './documents/document.ts';
export * from './execution/execution.endpoints.ts';
export * from './reports/reports.ts';
export * from './structure/structure.endpoints.ts';
export * from './structure/structure.ts';
