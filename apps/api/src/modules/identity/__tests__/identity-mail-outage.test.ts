import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { newEmail, startIdentityMail } from './identity-helpers';

/** A mail server on 127.0.0.1 that turns every connection away while `down`, as one being restarted. */
function flakySmtpServer() {
  const state = { down: true, refused: 0, received: [] as { to: string[]; raw: string }[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      if (!state.down) return callback();
      state.refused++;
      const error = Object.assign(new Error('Service not available, try again later'), { responseCode: 421 });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        state.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return { server, state };
}

const until = async (what: string, ok: () => boolean, timeoutMs: number) => {
  const end = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('identity mail while the mail server is down', () => {
  const { server, state } = flakySmtpServer();
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
    await startIdentityMail(t);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the verification mail once the server is back, with a link that works', async () => {
    const email = newEmail('outage');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: 'correct-horse-1', name: '' },
    });
    expect(res.statusCode).toBe(200);
    await until('the first attempt', () => state.refused > 0, 10_000);
    expect(state.received).toEqual([]);

    state.down = false;
    // The retry comes 2 to 4 s after the failed attempt (identity-email-job.ts).
    await until('the mail', () => state.received.some((m) => m.to.includes(email)), 20_000);
    const mail = state.received.find((m) => m.to.includes(email))!;
    expect(mail.raw).toMatch(/^Subject: Verify your email address for PromptTee$/m);
    const link =
      /http:\/\/localhost:3000(\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=[\w%.-]+)/.exec(
        mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
      );
    expect(link, mail.raw).not.toBeNull();
    const verify = await t.app.inject({ method: 'GET', url: link![1]! });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/profile?verified=1');
  });
});
