import { clientResource } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, moment, ownerColumn, tenantColumns } from '../../platform/documents/columns.ts';
import { tableOf } from '../../platform/resources/tables.ts';

/** The module catalogue, seeded from the contracts' catalogue. */
export const appModule = pgTable('app_module', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
  core: boolean('core').notNull().default(false),
});

/** The screen (permission) catalogue, seeded from the contracts' catalogue. */
export const screen = pgTable(
  'screen',
  {
    code: text('code').primaryKey(),
    moduleCode: text('module_code')
      .notNull()
      .references(() => appModule.code),
    name: text('name').notNull(),
    route: text('route').notNull(),
  },
  (t) => [index('screen_module_idx').on(t.moduleCode)],
);

export const clientModule = pgTable(
  'client_module',
  {
    idClient: ownerColumn('id_client', () => tableOf(clientResource).id),
    moduleCode: text('module_code')
      .notNull()
      .references(() => appModule.code),
  },
  (t) => [primaryKey({ columns: [t.idClient, t.moduleCode] })],
);

/** Messages for the session's `notify` list: to one user, or to everyone in a client when idUser is null. */
export const notification = pgTable(
  'notification',
  {
    ...tenantColumns(),
    idUser: integer('id_user'),
    message: text('message').notNull(),
    createdAt: createdAtColumn(),
    readAt: moment('read_at'),
  },
  (t) => [index('notification_client_user_idx').on(t.idClient, t.idUser, t.createdAt)],
);

/** Installation-wide values the server creates once (for example the token signing key). */
export const systemSetting = pgTable('system_setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: moment('updated_at').notNull().default(sql`now()`),
});
