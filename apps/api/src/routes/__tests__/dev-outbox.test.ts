import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../adapters/outbox-mailer';
import { createSmtpMailer } from '../../adapters/smtp-mailer';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDeps } from '../../deps';
import { startIdentityMail, waitForMail } from '../../modules/identity/__tests__/identity-helpers';
import { createTestApp, signUpTestUser, testEnv, type TestApp } from '../../testing/test-app';
import { registerDevOutbox } from '../dev-outbox';

describe('/dev/outbox with the outbox mailer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await startIdentityMail(t);
  });
  afterAll(() => t.close());

  it('lists each message with its recipient, subject and clickable links', async () => {
    const customer = await signUpTestUser(t.app);
    const mail = await waitForMail(t, customer.email, /^Verify your email address/);
    const res = await t.app.inject('/dev/outbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<h1>Outbox</h1>');
    expect(res.body).toContain(`data-to="${customer.email}"`);
    expect(res.body).toContain('Verify your email address for PromptTee');
    const verifyLink = mail.links.find((l) => l.includes('verify-email'))!;
    expect(res.body).toContain(`<a href="${verifyLink.replace(/&/g, '&amp;')}">`);
  });

  it('shows one message with its plain text, its HTML in a sandboxed frame, and its source', async () => {
    const customer = await signUpTestUser(t.app);
    const mail = await waitForMail(t, customer.email, /^Verify your email address/);
    const page = await t.app.inject(`/dev/outbox/${mail.file}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm your email address');
    expect(page.body).toContain(`<iframe title="HTML body" src="/dev/outbox/${mail.file}/html">`);
    const html = await t.app.inject(`/dev/outbox/${mail.file}/html`);
    expect(html.headers['content-security-policy']).toMatch(/^sandbox /);
    expect(html.body).toContain('>Verify email address</span>');
    const raw = await t.app.inject(`/dev/outbox/${mail.file}/raw`);
    expect(raw.headers['content-type']).toMatch(/^message\/rfc822/);
    expect(raw.body).toMatch(/^Subject: Verify your email address for PromptTee$/m);
  });

  it('answers 404 for unknown or unsafe file names', async () => {
    expect((await t.app.inject('/dev/outbox/nope.eml')).statusCode).toBe(404);
    expect((await t.app.inject('/dev/outbox/..%2F..%2Fauth-secret')).statusCode).toBe(400);
  });

  it('answers 404 to a client that is not on this machine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(404);
  });

  it('answers only a localhost Host header, so a DNS-rebinding page cannot read it', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000']) {
      expect((await t.app.inject({ url: '/dev/outbox', headers: { host } })).statusCode).toBe(200);
    }
    const rebound = await t.app.inject({ url: '/dev/outbox', headers: { host: 'evil.example:3000' } });
    expect(rebound.statusCode).toBe(404);
  });

  it('keeps the outbox in the database: another process with another DATA_DIR lists the same mail', async () => {
    const customer = await signUpTestUser(t.app);
    await waitForMail(t, customer.email, /^Verify your email address/);
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'shop-other-'));
    const deps = await createDeps(loadConfig(testEnv(otherDir, t.deps.database.url)), {
      database: t.deps.database,
      log: pino({ level: 'silent' }),
    });
    const other = await buildApp(deps);
    try {
      const page = await other.inject({ url: '/dev/outbox' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`data-to="${customer.email}"`);
      const file = /href="\/dev\/outbox\/([\w.-]+\.eml)/.exec(page.body)?.[1];
      expect(file).toMatch(/\.eml$/);
      expect((await other.inject({ url: `/dev/outbox/${file}/raw` })).body).toContain('Subject:');
    } finally {
      await other.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});

describe('/dev/outbox elsewhere', () => {
  const store = { save: async () => 'unused', list: async () => [], get: async () => null };
  const outbox = createOutboxMailer({ store, from: 'a@b.example', log: () => {} });
  const smtp = createSmtpMailer({ url: 'smtp://127.0.0.1:2525', from: 'a@b.example' });
  it.each([
    ['with the SMTP mailer', smtp, 'http://localhost:3000'],
    ['on a public PUBLIC_URL', outbox, 'https://shop.example'],
  ])('does not exist %s', async (_what, mailer, publicUrl) => {
    const app = Fastify();
    await registerDevOutbox(app, { mailer, config: loadConfig({ PUBLIC_URL: publicUrl }) });
    expect((await app.inject('/dev/outbox')).statusCode).toBe(404);
  });
});
