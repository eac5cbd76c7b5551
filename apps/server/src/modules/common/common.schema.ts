import { clientResource } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
    idClient: integer('id_client')
      .notNull()
      .references(() => tableOf(clientResource).id, { onDelete: 'cascade' }),
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
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idClient: integer('id_client')
      .notNull()
      .references(() => tableOf(clientResource).id),
    idUser: integer('id_user'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notification_client_user_idx').on(t.idClient, t.idUser, t.createdAt)],
);

/** Installation-wide values the server creates once (for example the token signing key). */
export const systemSetting = pgTable('system_setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
