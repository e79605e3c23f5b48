import { createEmailVerificationToken } from 'better-auth/api';
import type { NeedsOf, WorkerDeps } from './worker-deps';
import type { Auth } from '../modules/identity/create-auth';
import type { UseCaseDeps } from '../modules/use-case-deps';
import { sendIdentityEmailJob } from '../modules/identity/identity-email-job';
import { VERIFICATION_LINK_LIFETIME_SECONDS } from '../modules/identity/identity-emails';
import { sendIdentityEmail } from '../modules/identity/send-identity-email';

export { sendIdentityEmailJob };

export async function workSendIdentityEmail(
  deps: WorkerDeps<NeedsOf<typeof sendIdentityEmail>> & Pick<UseCaseDeps, 'log'> & { auth: Auth },
): Promise<void> {
  // The token better-auth itself signs for a verification link, signed when the mail goes out, so
  // the link works for its full lifetime however late an outage let it leave.
  const verificationToken = async (user: { id: string; email: string }) =>
    createEmailVerificationToken(
      (await deps.auth.$context).secret,
      user.email,
      undefined,
      VERIFICATION_LINK_LIFETIME_SECONDS,
      { userId: user.id },
    );
  await deps.queue.work(sendIdentityEmailJob, async (email) => {
    const outcome = await sendIdentityEmail(deps, { email, verificationToken });
    if (outcome !== 'sent') deps.log.info({ kind: email.kind, outcome }, 'identity e-mail not sent');
  });
}
