import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createUseCaseHarness, type UseCaseHarness } from '../../../testing/use-case-harness';
import { sendIdentityEmailJob } from '../identity-email-job';
import { sendIdentityEmail } from '../send-identity-email';

describe('identity e-mails in the customer’s language', () => {
  let t: TestApp;
  let h: UseCaseHarness;
  beforeAll(async () => {
    [t, h] = await Promise.all([createTestApp(), createUseCaseHarness()]);
    // The queue opened, its workers not started: the e-mail job waits where the test can read it.
    await t.deps.queue.start();
  });
  afterAll(async () => {
    await Promise.all([t.close(), h.close()]);
  });

  const verificationToken = async () => 'signed';
  const verifyMail = async (userId: string, locale?: 'en' | 'et') => {
    expect(
      await sendIdentityEmail(h.deps, { email: { kind: 'verification', userId, locale }, verificationToken }),
    ).toBe('sent');
    return h.mail.at(-1)!;
  };

  it('queues the verification e-mail with the language of the sign-up request', async () => {
    const email = `tere-${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'accept-language': 'et-EE,et;q=0.9,en;q=0.8' },
      payload: { email, password: 'correct-horse-1', name: 'Mari' },
    });
    expect(res.statusCode).toBe(200);
    const [account] = await t.deps.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const jobs = await t.deps.queue.boss.findJobs(sendIdentityEmailJob.name, {
      data: { userId: account!.id },
    });
    expect(jobs.map((job) => job.data)).toEqual([
      { kind: 'verification', userId: account!.id, locale: 'et' },
    ]);
  });

  it('writes the verification e-mail in Estonian, layout and all', async () => {
    const customer = await h.addUser();
    const mail = await verifyMail(customer.id, 'et');
    expect(mail.subject).toBe('Kinnita oma e-posti aadress – PromptTee');
    const text = mail.text.replace(/\s+/g, ' ');
    for (const line of [
      'Kinnita oma e-posti aadress',
      'Tere tulemast poodi PromptTee! Palun kinnita, et see on sinu e-posti aadress, et saaksime saata sulle tellimuste kinnitusi ja tarneteateid.',
      'Kinnita e-posti aadress',
      'Link kehtib 24 tundi.',
      'Kui sa ei loonud poes PromptTee kontot, võid selle kirja tähelepanuta jätta.',
      'Küsimuste korral kirjuta aadressil',
      'Registrikood',
    ])
      expect(text).toContain(line);
    expect(mail.html).toContain('<html dir="ltr" lang="et">');
    expect(mail.html).toContain('Kui nupp ei tööta, kopeeri see link oma brauserisse:');
    expect(text).not.toContain('Verify');
  });

  it('follows the account’s chosen language over the request’s, and English when neither is known', async () => {
    const customer = await h.addUser();
    await h.db.update(user).set({ locale: 'en' }).where(eq(user.id, customer.id));
    expect((await verifyMail(customer.id, 'et')).subject).toBe('Verify your email address for PromptTee');
    await h.db.update(user).set({ locale: 'et' }).where(eq(user.id, customer.id));
    expect((await verifyMail(customer.id)).subject).toBe('Kinnita oma e-posti aadress – PromptTee');
    const older = await h.addUser();
    const english = await verifyMail(older.id);
    expect(english.subject).toBe('Verify your email address for PromptTee');
    expect(english.html).toContain('<html dir="ltr" lang="en">');
  });
});
