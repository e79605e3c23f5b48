// How many passwords an attacker gets to try against one account in an hour, from 1, 20 and 200
// client addresses: `npx tsx apps/api/scripts/measure-sign-in-guessing.ts`. The shop runs in this
// process on a fresh embedded database; the clock is moved forward instead of waiting an hour.
// Every address tries in a burst, as an attacker would, until it is refused, every 5 minutes.
import { createTestApp, signUpTestUser } from '../src/testing/test-app';

const realNow = Date.now;
let skipped = 0;
Date.now = () => realNow() + skipped;

const STEP_MINUTES = 5;
const BURST = 12;

async function guessesPerHour(addresses: number): Promise<number> {
  const t = await createTestApp();
  try {
    const { email } = await signUpTestUser(t.app);
    let evaluated = 0;
    const start = skipped;
    for (let minute = 0; minute < 60; minute += STEP_MINUTES) {
      skipped = start + minute * 60_000;
      const bursts = Array.from({ length: addresses }, async (_, a) => {
        for (let i = 0; i < BURST; i++) {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/auth/sign-in/email',
            remoteAddress: `198.18.${Math.floor(a / 250)}.${(a % 250) + 1}`,
            payload: { email, password: `guess-${minute}-${a}-${i}` },
          });
          if (res.statusCode !== 401) return;
          evaluated++;
        }
      });
      await Promise.all(bursts);
    }
    skipped = start + 2 * 3600_000;
    return evaluated;
  } finally {
    await t.close();
  }
}

for (const addresses of [1, 20, 200]) {
  const started = realNow();
  const guesses = await guessesPerHour(addresses);
  console.log(
    `${addresses} address(es): ${guesses} guesses in an hour (simulated in ${((realNow() - started) / 1000).toFixed(0)} s)`,
  );
}
