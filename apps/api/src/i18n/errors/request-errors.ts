import type { Catalogue } from '../translator';

// The words of the API's own refusals (signing in, the request's shape, limits, the server's
// faults) and of "not found", in each language. English is the wording the API has always used.

const en = {
  signIn: 'Sign in to continue.',
  missingBearer: 'Missing bearer token.',
  tokenInvalid: 'The token is invalid or has expired.',
  operatorsOnly: 'Only operators may do this.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  invalidRequest: 'Invalid request',
  isInvalid: 'is invalid',
  required: 'Required',
  jsonTooDeep: 'JSON nested deeper than {max} levels',
  controlCharacters: '{field}: control characters are not allowed',
  bodyTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Unsupported Media Type: {type}',
  contentLengthMismatch: 'Request body size did not match Content-Length',
  emptyJsonBody: "Body cannot be empty when content-type is set to 'application/json'",
  invalidJsonBody: "Body is not valid JSON but content-type is set to 'application/json'",
  routeNotFound: 'Route {method} {url} not found',
  serverFault: 'Something went wrong on our side.',
  imageWorkTimedOut:
    'Drawing this took longer than we allow. Nothing was saved; try again, or with fewer or smaller layers.',
  databaseInterrupted: 'The connection to the database was interrupted. Nothing was saved; please try again.',
  accountNotFound: 'Account not found',
  customerNotFound: 'Customer not found',
  orderNotFound: 'Order not found',
  designNotFound: 'Design not found',
  generationJobNotFound: 'Generation job not found',
  shippingAddressNotFound: 'Shipping address not found',
  checkoutSessionNotFound: 'Checkout session not found',
  testCheckoutNotFound: 'Test checkout not found',
  paymentNotFound: 'Payment not found',
  fontNotFound: 'Font not found',
};

const et: Catalogue<typeof en> = {
  signIn: 'Jätkamiseks logi sisse.',
  missingBearer: 'Päringul puudub juurdepääsuluba (bearer token).',
  tokenInvalid: 'Juurdepääsuluba on vigane või aegunud.',
  operatorsOnly: 'Seda saavad teha ainult poe haldurid.',
  tooManyRequests: 'Liiga palju päringuid. Oota hetk ja proovi uuesti.',
  invalidRequest: 'Vigane päring',
  isInvalid: 'on vigane',
  required: 'Kohustuslik',
  jsonTooDeep: 'JSON on pesastatud sügavamale kui {max} taset',
  controlCharacters: '{field}: juhtmärgid ei ole lubatud',
  bodyTooLarge: 'Päringu sisu on liiga suur',
  unsupportedMediaType: 'Toetamata sisutüüp: {type}',
  contentLengthMismatch: 'Päringu sisu suurus ei vasta päisele Content-Length',
  emptyJsonBody: "Päringu sisu ei tohi olla tühi, kui sisutüüp on 'application/json'",
  invalidJsonBody: "Päringu sisu ei ole korrektne JSON, kuigi sisutüüp on 'application/json'",
  routeNotFound: 'Teed {method} {url} ei leitud',
  serverFault: 'Meie poolel läks midagi valesti.',
  imageWorkTimedOut:
    'Selle joonistamine võttis lubatust kauem aega. Midagi ei salvestatud; proovi uuesti või vähemate või väiksemate kihtidega.',
  databaseInterrupted: 'Ühendus andmebaasiga katkes. Midagi ei salvestatud; palun proovi uuesti.',
  accountNotFound: 'Kontot ei leitud',
  customerNotFound: 'Klienti ei leitud',
  orderNotFound: 'Tellimust ei leitud',
  designNotFound: 'Kujundust ei leitud',
  generationJobNotFound: 'Loomistööd ei leitud',
  shippingAddressNotFound: 'Tarneaadressi ei leitud',
  checkoutSessionNotFound: 'Makseseanssi ei leitud',
  testCheckoutNotFound: 'Testmakset ei leitud',
  paymentNotFound: 'Makset ei leitud',
  fontNotFound: 'Kirjatüüpi ei leitud',
};

export const REQUEST_ERRORS = { en, et };
