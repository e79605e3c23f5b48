import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, verification } from '../../../db/schema';
import { createUseCaseHarness, type UseCaseHarness } from '../../../testing/use-case-harness';
import { identityEmailPayload } from '../identity-email-job';
import { sendIdentityEmail } from '../send-identity-email';

describe('sending an identity e-mail from the queue', () => {
  let h: UseCaseHarness;
  beforeAll(async () => {
    h = await createUseCaseHarness();
  });
  afterAll(() => h.close());

  const verificationToken = async ({ id }: { id: string }) => `signed-for-${id}`;
  const send = (email: Parameters<typeof sendIdentityEmail>[1]['email']) =>
    sendIdentityEmail(h.deps, { email, verificationToken });
  const resetRow = async (userId: string, expiresAt: Date) => {
    const id = randomUUID();
    const token = randomUUID().replace(/-/g, '').slice(0, 24);
    await h.db
      .insert(verification)
      .values({ id, identifier: `reset-password:${token}`, value: userId, expiresAt });
    return { id, token };
  };

  it('carries no address, link or token in its payload', () => {
    expect(identityEmailPayload.safeParse({ kind: 'password-reset', verificationId: 'v1' }).success).toBe(
      true,
    );
    const withToken = identityEmailPayload.parse({
      kind: 'password-reset',
      verificationId: 'v1',
      token: 'x',
    });
    expect(withToken).toEqual({ kind: 'password-reset', verificationId: 'v1' });
  });

  it('writes the verification link when it sends, and sends nothing once the address is verified', async () => {
    const customer = await h.addUser();
    expect(await send({ kind: 'verification', userId: customer.id })).toBe('sent');
    const mail = h.mail.at(-1)!;
    expect(mail.to).toBe(customer.email);
    expect(mail.text).toContain(
      `http://localhost:3000/api/auth/verify-email?token=signed-for-${customer.id}&callbackURL=%2Fprofile%3Fverified%3D1`,
    );
    await h.db.update(user).set({ emailVerified: true }).where(eq(user.id, customer.id));
    expect(await send({ kind: 'verification', userId: customer.id })).toBe('already-verified');
    expect(await send({ kind: 'password-changed', userId: 'gone' })).toBe('no-recipient');
  });

  it('mails a reset link while it works, and nothing from the moment it expires', async () => {
    const customer = await h.addUser();
    const row = await resetRow(customer.id, new Date(h.clock.now().getTime() + 60_000));
    expect(await send({ kind: 'sign-up-attempt', verificationId: row.id })).toBe('sent');
    expect(h.mail.at(-1)!.subject).toBe('Someone tried to sign up at PromptTee with your email address');
    expect(h.mail.at(-1)!.text).toContain(`http://localhost:3000/reset-password?token=${row.token}`);
    h.clock.advance(60_000);
    const before = h.mail.length;
    expect(await send({ kind: 'password-reset', verificationId: row.id })).toBe('link-gone');
    expect(await send({ kind: 'password-reset', verificationId: 'used-or-cleaned-away' })).toBe('link-gone');
    expect(h.mail).toHaveLength(before);
  });

  it('throws when the mail server fails, so that the job is retried', async () => {
    const customer = await h.addUser();
    const failing = {
      ...h.deps,
      mailer: { name: 'smtp' as const, send: () => Promise.reject(new Error('421')) },
    };
    await expect(
      sendIdentityEmail(failing, {
        email: { kind: 'password-changed', userId: customer.id },
        verificationToken,
      }),
    ).rejects.toThrow('421');
  });

  it('mails a sign-in link to the address its row was made for, and nothing once it expired', async () => {
    const customer = await h.addUser();
    const id = randomUUID();
    const value = JSON.stringify({ type: 'magic-link', email: customer.email });
    const expiresAt = new Date(h.clock.now().getTime() + 15 * 60_000);
    await h.db.insert(verification).values({ id, identifier: 'magic-link:tok123', value, expiresAt });
    expect(await send({ kind: 'sign-in-link', verificationId: id })).toBe('sent');
    expect(h.mail.at(-1)!.to).toBe(customer.email);
    expect(h.mail.at(-1)!.text).toContain(
      'http://localhost:3000/api/auth/magic-link/verify?token=tok123&callbackURL=%2Fdesign&errorCallbackURL=%2Flogin',
    );
    // A reset row is not a sign-in link, whatever the job says.
    const reset = await resetRow(customer.id, expiresAt);
    expect(await send({ kind: 'sign-in-link', verificationId: reset.id })).toBe('link-gone');
    h.clock.advance(15 * 60_000);
    expect(await send({ kind: 'sign-in-link', verificationId: id })).toBe('link-gone');
  });
});
