import type { Mailer, MailMessage } from '../../../ports/mailer';

/** A Mailer that keeps what it was given; `failNext` makes the next sends throw (an outage). */
export function capturingMailer(): Mailer & { sent: MailMessage[]; failNext(times?: number): void } {
  const sent: MailMessage[] = [];
  let failures = 0;
  return {
    name: 'outbox',
    sent,
    failNext(times = 1) {
      failures = times;
    },
    async send(message) {
      if (failures > 0) {
        failures -= 1;
        throw new Error('mail server unavailable');
      }
      sent.push(message);
    },
  };
}

export async function waitFor(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
