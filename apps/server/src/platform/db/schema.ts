// Every table of the product, for drizzle-kit and for typed queries.

export * from '../../modules/budget/document.schema.ts';
export * from '../../modules/common/common.schema.ts';
export * from '../../modules/identity/identity.schema.ts';
export * from '../audit/audit.schema.ts';
export * from '../mail/mail.schema.ts';
export * from './resources.schema.ts';
