import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from '../../ports/mailer';

/**
 * Real delivery through any SMTP server named by SMTP_URL (smtp:// or smtps://user:pass@host:port).
 * Transport options can ride on the URL's query string, e.g. `?ignoreTLS=true` for a local relay;
 * they override the time-outs below, which keep a silent server from holding a send forever.
 */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
