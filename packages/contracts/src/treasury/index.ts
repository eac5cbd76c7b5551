// Treasury's contracts: banks and accounts, beneficiaries, movements, statements, reconciliation, withholdings and reports.
// A new contract of this module is one line here; the package's root lists modules, not files.

export * from './bank.resource.ts';
export * from './bank-account.endpoints.ts';
export * from './bank-account.resource.ts';
export * from './bank-movement.endpoints.ts';
export * from './bank-movement.ts';
export * from './beneficiary.resource.ts';
export * from './cheque-book.endpoints.ts';
export * from './cheque-book.resource.ts';
export * from './cheque-layout.resource.ts';
export * from './funding-source.resource.ts';
export * from './opening.endpoints.ts';
export * from './opening-balance.resource.ts';
export * from './person.resource.ts';
export * from './reconciliation.endpoints.ts';
export * from './reports.ts';
export * from './statement.endpoints.ts';
export * from './transit-operation.resource.ts';
export * from './withholding.endpoints.ts';
