import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer } from '..';
import type { OutboxStore, StoredMail } from '../../../ports/mailer';

/** The database's mail_outbox in memory: newest first, as the repository answers. */
function memoryStore(): OutboxStore & { saved: StoredMail[] } {
  const saved: StoredMail[] = [];
  let clock = Date.parse('2026-11-26T10:00:00Z');
  return {
    saved,
    async save(mail) {
      const id = randomUUID();
      saved.unshift({ ...mail, id, createdAt: new Date((clock += 1000)) });
      return id;
    },
    async list(limit) {
      return saved.slice(0, limit);
    },
    async get(id) {
      return saved.find((m) => m.id === id) ?? null;
    },
  };
}

describe('the outbox mailer', () => {
  it('keeps each message as RFC 822 source in its store, logs it, and lists it newest first', async () => {
    const store = memoryStore();
    const logged: string[] = [];
    const mailer = createOutboxMailer({
      store,
      from: 'PromptTee <no-reply@prompttee.example>',
      log: (m) => logged.push(m),
    });
    await mailer.send({
      to: 'first@example.com',
      subject: 'Verify your email address for PromptTee',
      text: 'Verify:\nhttp://localhost:3000/api/auth/verify-email?token=t1&callbackURL=%2Fprofile',
      html: '<a href="http://localhost:3000/api/auth/verify-email?token=t1&amp;callbackURL=%2Fprofile">Verify</a>',
    });
    await mailer.send({
      to: 'second@example.com',
      subject: 'Reset your PromptTee password',
      text: 'Reset:\nhttp://localhost:3000/reset-password?token=t2',
      html: '<p>Reset</p>',
    });
    expect(store.saved).toHaveLength(2);
    expect(store.saved[1]!.raw).toMatch(/^From: PromptTee <no-reply@prompttee\.example>$/m);
    expect(store.saved[1]!.raw).toMatch(/multipart\/alternative/);
    expect(logged).toEqual([
      `mail to first@example.com: Verify your email address for PromptTee (outbox ${store.saved[1]!.id})`,
      `mail to second@example.com: Reset your PromptTee password (outbox ${store.saved[0]!.id})`,
    ]);

    const list = await mailer.outbox.list();
    expect(list.map((e) => e.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(list[0]!.file).toBe(`${store.saved[0]!.id}.eml`);
    expect(list[0]!.links).toEqual(['http://localhost:3000/reset-password?token=t2']);
    expect(list[1]!.links).toEqual([
      'http://localhost:3000/api/auth/verify-email?token=t1&callbackURL=%2Fprofile',
    ]);
    const message = await mailer.outbox.message(list[0]!.file);
    expect(message).toMatchObject({ subject: 'Reset your PromptTee password', html: '<p>Reset</p>' });
    expect(await mailer.outbox.read(list[0]!.file)).toMatch(/^Subject: Reset your PromptTee password$/m);
  });

  it('answers null for names that are not one of its messages', async () => {
    const { outbox } = createOutboxMailer({ store: memoryStore(), from: 'a@b.example', log: () => {} });
    expect(await outbox.read('../../etc/passwd')).toBeNull();
    expect(await outbox.message('../secret.eml')).toBeNull();
    expect(await outbox.message(`${randomUUID()}.eml`)).toBeNull();
  });
});
