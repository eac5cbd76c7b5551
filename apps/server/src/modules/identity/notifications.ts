import { notificationSchema } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { instantText } from '../../platform/db/instant.ts';
import { selectRows } from '../../platform/db/rows.ts';

/**
 * A user's notifications in an institution, newest first: theirs and the institution's for everyone.
 * The session carries the latest 20 (the bell), `GET /api/notification` the latest 50.
 */
export function userNotifications(
  db: Db,
  idClient: number,
  idUser: number,
  limit: number,
): Promise<z.infer<typeof notificationSchema>[]> {
  return selectRows(
    db,
    notificationSchema,
    sql`
    select id, message, ${instantText(sql`created_at`)} as "createdAt", read_at is not null as read
      from notification
     where id_client = ${idClient} and (id_user = ${idUser} or id_user is null)
     order by created_at desc, id desc limit ${limit}`,
  );
}
