// Payroll's contracts: personnel masters, concepts and their formulas, runs, payslips and reports.
// A new contract of this module is one line here; the package's root lists modules, not files.
export * from './benefit-rate.resource.ts';
export * from './benefits.endpoints.ts';
export * from './benefits.ts';
export * from './concept-order.ts';
export * from './department.resource.ts';
export * from './employee.resource.ts';
export * from './formula.ts';
export * from './formula-range.ts';
export * from './payroll-concept.resource.ts';
export * from './payroll-run.endpoints.ts';
export * from './payroll-run.ts';
export * from './payslip.endpoints.ts';
export * from './payslip.ts';
export * from './personnel.resource.ts';
export * from './reports.ts';
export * from './vacations.endpoints.ts';
export * from './vacations.ts';
export * from './variables.ts';
