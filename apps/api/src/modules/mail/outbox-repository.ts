import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { mailOutbox } from '../../db/schema';
import type { OutboxStore, StoredMail } from '../../ports/mailer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** mail_outbox: the outbox mailer's messages, shared by every process on the database. */
export function createOutboxRepository(db: Db): OutboxStore {
  return {
    async save(mail) {
      const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      return row!.id;
    },
    list(limit: number): Promise<StoredMail[]> {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
    },
    async get(id: string): Promise<StoredMail | null> {
      if (!UUID.test(id)) return null;
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row ?? null;
    },
  };
}
