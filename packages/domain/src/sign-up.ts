// What sign-up answers for an address that already has an account, shared by the identity
// service and the login card.

export const SIGN_UP_CHECK_INBOX = 'CHECK_INBOX';

/**
 * 200, as for a new account, but without a session and without anything of the existing account:
 * its owner gets an e-mail instead (someone tried to sign up, with a link to set a new password).
 * The login card then asks the customer to check their inbox rather than treating them as signed in.
 */
export type SignUpCheckInbox = { token: null; user: null; status: typeof SIGN_UP_CHECK_INBOX };

export const signUpCheckInbox = (): SignUpCheckInbox => ({
  token: null,
  user: null,
  status: SIGN_UP_CHECK_INBOX,
});

export const isSignUpCheckInbox = (body: unknown): body is SignUpCheckInbox =>
  typeof body === 'object' && body !== null && (body as { status?: unknown }).status === SIGN_UP_CHECK_INBOX;
