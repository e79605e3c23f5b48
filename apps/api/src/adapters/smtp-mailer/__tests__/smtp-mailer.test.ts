import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '..';

type Received = { from: string; to: string[]; raw: string; user: string | undefined };

describe('the SMTP mailer against a real SMTP server on 127.0.0.1', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        if (auth.username === 'shop' && auth.password === 's3cret') return callback(null, { user: 'shop' });
        return callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@refused.example')) return callback(new Error('Mailbox unavailable'));
        return callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            user: session.user as string | undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const message = {
    to: 'customer@example.com',
    subject: 'Reset your PromptTee password',
    text: 'Set a new password:\nhttps://shop.example/reset-password?token=abc',
    html: '<p>Set a <b>new</b> password: <a href="https://shop.example/reset-password?token=abc">here</a></p>',
  };

  it('delivers a multipart plain-text and HTML message with the configured sender', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'PromptTee <no-reply@prompttee.example>',
    });
    expect(mailer.name).toBe('smtp');
    await mailer.send(message);
    const mail = received.at(-1)!;
    expect(mail.from).toBe('no-reply@prompttee.example');
    expect(mail.to).toEqual(['customer@example.com']);
    expect(mail.raw).toMatch(/^From: PromptTee <no-reply@prompttee\.example>$/m);
    expect(mail.raw).toMatch(/^Subject: Reset your PromptTee password$/m);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.raw).toContain('https://shop.example/reset-password?token=abc');
  });

  it('logs in with the credentials in SMTP_URL', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://shop:s3cret@127.0.0.1:${port}?ignoreTLS=true`,
      from: 'no-reply@prompttee.example',
    });
    await mailer.send(message);
    expect(received.at(-1)!.user).toBe('shop');
  });

  it('fails the send when the server refuses the login or the recipient', async () => {
    const badLogin = createSmtpMailer({
      url: `smtp://shop:wrong@127.0.0.1:${port}?ignoreTLS=true`,
      from: 'no-reply@prompttee.example',
    });
    await expect(badLogin.send(message)).rejects.toThrow(/Invalid username or password/);
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'a@b.example' });
    await expect(mailer.send({ ...message, to: 'x@refused.example' })).rejects.toThrow(/Mailbox unavailable/);
  });

  it('fails instead of hanging when nothing listens', async () => {
    const closed = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'] });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${deadPort}`, from: 'a@b.example' });
    await expect(mailer.send(message)).rejects.toThrow(/ECONNREFUSED/);
  });
});
