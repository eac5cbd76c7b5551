import { pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The standard expense classifier (onapre.catalogue.ts), kept in line with the code at every start:
 * what a period with no earlier period to inherit from starts with. Copied per period by the
 * database (trigger `period_seed_classifier`), so a period made by any path has its catalogue.
 */
export const budgetClassifierStandard = pgTable('budget_classifier_standard', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});
