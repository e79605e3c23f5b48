import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer, isOutboxMailer } from '..';
import { createSmtpMailer } from '../../smtp-mailer';

describe('the outbox mailer', () => {
  let dir: string;
  const logged: string[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-test-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file, logs subject and recipient, and lists it newest first', async () => {
    const mailer = createOutboxMailer({
      dir,
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
    const files = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const raw = await readFile(path.join(dir, files[0]!), 'utf8');
    expect(raw).toMatch(/^From: PromptTee <no-reply@prompttee\.example>$/m);
    expect(raw).toMatch(/multipart\/alternative/);
    expect(logged).toEqual([
      expect.stringMatching(
        /^mail to first@example\.com: Verify your email address for PromptTee \(outbox\/.+\.eml\)$/,
      ),
      expect.stringMatching(/^mail to second@example\.com: Reset your PromptTee password/),
    ]);

    const list = await mailer.list();
    expect(list.map((e) => e.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(list[0]!.links).toEqual(['http://localhost:3000/reset-password?token=t2']);
    expect(list[1]!.links).toEqual([
      'http://localhost:3000/api/auth/verify-email?token=t1&callbackURL=%2Fprofile',
    ]);
    const message = await mailer.message(list[0]!.file);
    expect(message).toMatchObject({ subject: 'Reset your PromptTee password', html: '<p>Reset</p>' });
    expect(await mailer.read(list[0]!.file)).toMatch(/^Subject: Reset your PromptTee password$/m);
  });

  it('refuses file names that could leave the outbox folder', async () => {
    const mailer = createOutboxMailer({ dir, from: 'a@b.example', log: () => {} });
    expect(await mailer.read('../../etc/passwd')).toBeNull();
    expect(await mailer.message('../secret.eml')).toBeNull();
    expect(await mailer.message('missing.eml')).toBeNull();
  });

  it('is told apart from the SMTP mailer', () => {
    expect(isOutboxMailer(createOutboxMailer({ dir, from: 'a@b.example', log: () => {} }))).toBe(true);
    expect(isOutboxMailer(createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'a@b.example' }))).toBe(false);
  });
});
