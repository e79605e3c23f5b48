// What sign-up answers, shared by the identity service and the login card.

export const SIGN_UP_CHECK_INBOX = 'CHECK_INBOX';

/**
 * 200 with this body for a new address and for one that already has an account, so the body does
 * not tell which. Either way a mail goes to the address: a new account's verification link, or a
 * note to the existing account's owner that someone tried to sign up (with a link to set a new
 * password). Only a new account comes with a session cookie, as the spec signs it in at once; the
 * login card asks the session who, if anyone, is signed in (docs/decisions/047).
 */
export type SignUpAnswer = { token: null; user: null; status: typeof SIGN_UP_CHECK_INBOX };

export const signUpAnswer = (): SignUpAnswer => ({
  token: null,
  user: null,
  status: SIGN_UP_CHECK_INBOX,
});
