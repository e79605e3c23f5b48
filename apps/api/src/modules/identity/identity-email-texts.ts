import { defineCatalogue, type Catalogue } from '../../i18n/translator';

// The identity e-mails (verification, password reset and change, a sign-up with a known address,
// a sign-in link) in each language. Estonian speaks to the customer as "sina", as the shop does.

const en = {
  verifySubject: 'Verify your email address for {shop}',
  verifyTitle: 'Confirm your email address',
  verifyIntro:
    'Welcome to {shop}! Please confirm that this is your email address, so we can send you order confirmations and shipping updates.',
  verifyAction: 'Verify email address',
  verifyLifetime: 'The link works for 24 hours.',
  verifyNotYou: 'If you did not create an account at {shop}, you can ignore this message.',
  resetSubject: 'Reset your {shop} password',
  resetTitle: 'Reset your password',
  resetIntro:
    'We received a request to reset the password of your {shop} account. Choose a new password with the button below.',
  setNewPassword: 'Set a new password',
  resetLifetime:
    'The link works for one hour and only once. Setting a new password signs you out on every device.',
  resetNotYou: 'If you did not ask for this, ignore this message: your password stays as it is.',
  changedSubject: 'Your {shop} password was changed',
  changedTitle: 'Your password was changed',
  changedIntro:
    'The password of your {shop} account was just changed, and every device that was signed in has been signed out.',
  logIn: 'Log in',
  changedNotYou: 'If this was not you, reset your password at once and write to {email}.',
  attemptSubject: 'Someone tried to sign up at {shop} with your email address',
  attemptTitle: 'You already have an account',
  attemptIntro:
    'Someone, perhaps you, just tried to create a {shop} account with this email address. It already belongs to your account, so no new account was made and nothing changed.',
  attemptForgot: 'If you forgot your password, set a new one with the button below.',
  oneHourOnce: 'The link works for one hour and only once.',
  attemptNotYou: 'If this was not you, ignore this message: your password stays as it is.',
  linkSubject: 'Your {shop} sign-in link',
  linkTitle: 'Sign in with this link',
  linkIntro:
    'Someone, maybe you, has tried many wrong passwords for your {shop} account, so signing in with a password is paused for up to an hour. Your password was not changed.',
  linkStillSignIn: 'You can still sign in: the button below signs you in on this device.',
  signIn: 'Sign in',
  linkLifetime: 'The link works for 15 minutes and only once.',
  linkNotYou:
    'If the wrong passwords were not yours, consider choosing a new password once you are signed in, and write to {email} if anything looks wrong.',
};

const et: Catalogue<typeof en> = {
  verifySubject: 'Kinnita oma e-posti aadress – {shop}',
  verifyTitle: 'Kinnita oma e-posti aadress',
  verifyIntro:
    'Tere tulemast poodi {shop}! Palun kinnita, et see on sinu e-posti aadress, et saaksime saata sulle tellimuste kinnitusi ja tarneteateid.',
  verifyAction: 'Kinnita e-posti aadress',
  verifyLifetime: 'Link kehtib 24 tundi.',
  verifyNotYou: 'Kui sa ei loonud poes {shop} kontot, võid selle kirja tähelepanuta jätta.',
  resetSubject: 'Määra oma {shop} konto uus parool',
  resetTitle: 'Määra uus parool',
  resetIntro: 'Saime palve lähtestada sinu {shop} konto parool. Vali allpool oleva nupuga uus parool.',
  setNewPassword: 'Määra uus parool',
  resetLifetime:
    'Link kehtib ühe tunni ja ainult üks kord. Uue parooli määramisel logitakse sind kõigis seadmetes välja.',
  resetNotYou: 'Kui sa seda ei palunud, jäta see kiri tähelepanuta: sinu parool jääb samaks.',
  changedSubject: 'Sinu {shop} konto parool muudeti',
  changedTitle: 'Sinu parool muudeti',
  changedIntro: 'Sinu {shop} konto parool muudeti just praegu ja kõik sisselogitud seadmed logiti välja.',
  logIn: 'Logi sisse',
  changedNotYou: 'Kui see polnud sina, lähtesta kohe oma parool ja kirjuta aadressil {email}.',
  attemptSubject: 'Keegi üritas sinu e-posti aadressiga poes {shop} kontot luua',
  attemptTitle: 'Sul on juba konto',
  attemptIntro:
    'Keegi, võib-olla sina ise, üritas just selle e-posti aadressiga {shop} kontot luua. Aadress kuulub juba sinu kontole, seega uut kontot ei loodud ja midagi ei muutunud.',
  attemptForgot: 'Kui unustasid oma parooli, määra allpool oleva nupuga uus.',
  oneHourOnce: 'Link kehtib ühe tunni ja ainult üks kord.',
  attemptNotYou: 'Kui see polnud sina, jäta see kiri tähelepanuta: sinu parool jääb samaks.',
  linkSubject: 'Sinu {shop} sisselogimislink',
  linkTitle: 'Logi sisse selle lingiga',
  linkIntro:
    'Keegi, võib-olla sina ise, on sisestanud sinu {shop} kontole mitu korda vale parooli, seega on parooliga sisselogimine kuni tunniks peatatud. Sinu parooli ei muudetud.',
  linkStillSignIn: 'Sisse saad siiski logida: allpool olev nupp logib sind selles seadmes sisse.',
  signIn: 'Logi sisse',
  linkLifetime: 'Link kehtib 15 minutit ja ainult üks kord.',
  linkNotYou:
    'Kui valed paroolid ei olnud sinu sisestatud, kaalu pärast sisselogimist uue parooli valimist ja kirjuta aadressil {email}, kui miski tundub kahtlane.',
};

export const IDENTITY_EMAIL_CATALOGUES = { en, et };
export const identityEmailTexts = defineCatalogue(IDENTITY_EMAIL_CATALOGUES);
