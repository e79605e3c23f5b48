// The API from a client's side, start to finish: sign up, get the bearer token, generate a
// design, add an address, order a shirt and pay with the test card. Node 20+, no dependencies:
//   SHOP_URL=http://localhost:3000 node examples/api-quick-start.mjs
// The shop must take the test card (no STRIPE_SECRET_KEY set), as `npm start` does.
const base = process.env.SHOP_URL ?? 'http://localhost:3000';
const email = process.env.SHOP_EMAIL ?? `api-${Date.now()}@example.com`;
const password = process.env.SHOP_PASSWORD ?? 'correct-horse-1';

async function call(method, path, { body, headers = {} } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body && { 'content-type': 'application/json' }), origin: base, ...headers },
    body: body && JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return { json: text ? JSON.parse(text) : null, response };
}

// 1. An account. Sign-up (or sign-in) answers with a session cookie; keep it.
const signUp = await call('POST', '/api/auth/sign-up/email', { body: { email, password, name: '' } });
const cookie = signUp.response.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

// 2. The bearer token every /v1 call wants: a short-lived JWT for the session's cookie. Ask again
//    when a /v1 call answers 401.
const { token } = (await call('GET', '/api/auth/token', { headers: { cookie } })).json;
const v1 = (method, path, body) =>
  call(method, `/v1${path}`, { body, headers: { authorization: `Bearer ${token}` } });

// 3. A design from words; the job finishes in the background.
const { job_id } = (await v1('POST', '/designs/create', { prompt: 'a red fox under the moon', file: '' }))
  .json;
let job;
for (let tries = 0; tries < 60; tries++) {
  job = (await v1('GET', `/designs/jobs/status?id=${job_id}`)).json;
  if (job.status === 'completed' || job.status === 'failed') break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
if (job.status !== 'completed') throw new Error(`The design did not complete: ${JSON.stringify(job)}`);
console.log(`design ${job.design_id}: ${job.thumbnail_url}`);

// 4. Where it goes.
const address = (
  await v1('POST', '/shipping-address', {
    first_name: 'Mari',
    last_name: 'Tamm',
    address1: 'Narva mnt 5',
    city: 'Tallinn',
    county: 'Harju',
    postcode: '10117',
    country: 'EE',
    phone1: '+3725123456',
  })
).json;

// 5. The order: a white classic tee in M with the design on the front.
const order = (
  await v1('POST', '/orders', {
    items: [{ product_id: 'CLS-WHI-M', quantity: 1, designs: { front: job.design_id } }],
    shipping_address_id: address.address_id,
    terms_accepted: true,
  })
).json;
console.log(`order ${order.display_order_id}: ${order.total_amount} ${order.currency} to pay`);

// 6. Paid with the test card at the built-in test checkout.
const paid = (
  await v1('POST', '/test-checkout/pay', {
    client_secret: order.client_secret,
    card_number: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
  })
).json;
console.log(`payment ${paid.status}`);
if (paid.status !== 'complete') process.exit(1);
