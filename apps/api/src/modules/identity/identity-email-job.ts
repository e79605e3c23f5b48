import { LOCALES } from '@prompttee/domain';
import { z } from 'zod';
import { defineJob } from '../../ports/job-queue';

// The language of the request that caused the mail: an account that chose none gets the mail in it.
// Optional, so jobs queued before it existed still run (in English).
const requestLanguage = { locale: z.enum(LOCALES).optional() };

/**
 * What an identity e-mail job carries: which mail, and whose, but no address and no link. The
 * verification link is signed when the mail goes out; a reset link's token stays in the
 * verification table, the job holding only that row's id. So the job table (kept for days, its
 * failed payloads reported to operators) never holds a credential, and a used or expired token
 * leaves nothing to send.
 */
export const identityEmailPayload = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('verification'), userId: z.string().min(1), ...requestLanguage }),
  z.object({ kind: z.literal('password-changed'), userId: z.string().min(1), ...requestLanguage }),
  z.object({ kind: z.literal('password-reset'), verificationId: z.string().min(1), ...requestLanguage }),
  z.object({ kind: z.literal('sign-up-attempt'), verificationId: z.string().min(1), ...requestLanguage }),
  z.object({ kind: z.literal('sign-in-link'), verificationId: z.string().min(1), ...requestLanguage }),
]);

export type IdentityEmail = z.infer<typeof identityEmailPayload>;

/**
 * Verification, password reset and password-changed mails, and the note to an account's owner that
 * someone tried to sign up with their address. A job, not a send in the request, so a mail server
 * outage delays them instead of losing them. Retries start after 2 to 4 s and back off to 10
 * minutes apart, about an hour and a quarter in all; a reset link's mail stops with its link (an hour).
 */
export const sendIdentityEmailJob = defineJob({
  name: 'send-identity-email',
  payload: identityEmailPayload,
  queue: { retryLimit: 14, retryDelay: 2, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 120 },
  pollingIntervalSeconds: 1,
  // A slow mail server holds one attempt; the next customer's link need not wait behind it.
  localConcurrency: 2,
});
