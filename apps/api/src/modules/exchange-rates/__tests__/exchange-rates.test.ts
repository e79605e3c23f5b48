import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tallinnDay } from '@prompttee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEcbRates } from '../../../adapters/ecb-rates';
import { workImportExchangeRates } from '../../../jobs/import-exchange-rates';
import { bearer, type TestUser } from '../../../testing/test-app';
import { createAdminTestApp, type AdminTestApp } from '../../admin/__tests__/admin-test-app';
import { waitFor } from '../../orders/__tests__/checkout-fixtures';
import { importExchangeRates } from '../import-exchange-rates';

const stored = readFileSync(
  new URL('../../../adapters/ecb-rates/__tests__/fixtures/eurofxref-daily-2024-06-28.xml', import.meta.url),
  'utf8',
);

describe(`the shop's exchange rates (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: AdminTestApp;
  let server: Server;
  let ecbUrl: string;
  let body = stored;

  const put = (day: string, payload: unknown, who: TestUser = t.operator) =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/admin/exchange-rates/${day}`,
      headers: bearer(who),
      payload: payload as object,
    });
  const ratesOf = async (day: string) => {
    const res = await t.call('GET', `/exchange-rates?from=${day}&to=${day}`);
    return res.json().days[0]?.rates as
      { currency: string; rate: string; source: string; entered_by: string | null }[] | undefined;
  };
  const warnings: string[] = [];
  const importFrom = (url: string) =>
    importExchangeRates({
      ...t.deps,
      referenceRates: createEcbRates({ url, timeoutMs: 2000 }),
      log: {
        ...t.deps.log,
        info: () => {},
        warn: (details: { err: string }) => void warnings.push(details.err),
      } as never,
    });

  beforeAll(async () => {
    server = createServer((_req, res) => void res.writeHead(200, { 'content-type': 'text/xml' }).end(body));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    ecbUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/eurofxref-daily.xml`;
    t = await createAdminTestApp({ ECB_RATES_URL: ecbUrl });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('imports the stored ECB file when workers start, and daily', async () => {
    await workImportExchangeRates(t.deps);
    const rates = await waitFor(async () => ratesOf('2024-06-28'));
    expect(rates.map((r) => [r.currency, r.rate, r.source, r.entered_by])).toEqual([
      ['CZK', '25.025', 'ecb', null],
      ['DKK', '7.4575', 'ecb', null],
      ['HUF', '395.10', 'ecb', null],
      ['PLN', '4.3090', 'ecb', null],
      ['RON', '4.9773', 'ecb', null],
      ['SEK', '11.3595', 'ecb', null],
    ]);
    const schedules = await t.deps.queue.boss.getSchedules();
    expect(schedules.filter((s) => s.name === 'import-exchange-rates').map((s) => s.cron)).toEqual([
      '30 16 * * *',
    ]);
  });

  it('refuses a malformed file and writes nothing; an unreachable ECB is a warning', async () => {
    body = stored
      .replace("time='2024-06-28'", "time='2024-07-01'")
      .replace("rate='11.3595'", "rate='eleven'");
    expect(await importFrom(ecbUrl)).toMatchObject({ status: 'refused' });
    expect(await ratesOf('2024-07-01')).toBeUndefined();
    body = stored;
    expect(await importFrom('http://127.0.0.1:9/eurofxref-daily.xml')).toMatchObject({
      status: 'unreachable',
    });
    expect(warnings).toEqual([
      'The ECB rates file is not usable: the SEK rate "eleven" is not a rate',
      expect.stringMatching(
        /^The ECB rates could not be read from http:\/\/127\.0\.0\.1:9\/eurofxref-daily\.xml: /,
      ),
    ]);
  });

  it("lets an operator enter a day's rates, audited with before and after; the ECB never overwrites them", async () => {
    const first = await put('2024-06-28', { rates: { SEK: '11.4000' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().rates.find((r: { currency: string }) => r.currency === 'SEK')).toMatchObject({
      rate: '11.4000',
      source: 'operator',
      entered_by: t.operator.email,
    });
    await importFrom(ecbUrl);
    expect((await ratesOf('2024-06-28'))?.find((r) => r.currency === 'SEK')?.rate).toBe('11.4000');

    const log = await t.call('GET', '/audit-log');
    const entry = log.json().entries.find((e: { action: string }) => e.action === 'exchange_rates.set');
    expect([entry.actor_email, entry.summary, entry.summary_text]).toEqual([
      t.operator.email,
      'Exchange rates of 2024-06-28: 1 EUR = 11.4000 SEK',
      { code: 'exchange_rates_set', values: { day: '2024-06-28', rates: { SEK: '11.4000' } } },
    ]);
    const [row] = await t.deps.db.query.auditLog.findMany({
      where: (a, { eq }) => eq(a.action, 'exchange_rates.set'),
    });
    expect((row?.detail as { before: Record<string, string> }).before.SEK).toBe('11.3595 (ecb)');
    expect((row?.detail as { after: Record<string, string> }).after.SEK).toBe('11.4000 (operator)');
  });

  it('answers a customer 403 and refuses bad entries by field, storing nothing', async () => {
    const day = '2024-05-02';
    expect((await put(day, { rates: { SEK: '11.2' } }, t.customer)).statusCode).toBe(403);
    expect((await t.call('GET', '/exchange-rates', undefined, t.customer)).statusCode).toBe(403);
    const tomorrow = tallinnDay(new Date(Date.now() + 36 * 3600_000));
    for (const [date, payload, field] of [
      [tomorrow, { rates: { SEK: '11.2' } }, 'date'],
      [day, { rates: { SEK: '11,2' } }, 'rates.SEK'],
      [day, { rates: { SEK: '0' } }, 'rates.SEK'],
      [day, { rates: { USD: '1.05' } }, 'rates'],
      [day, { rates: { EUR: '1' } }, 'rates'],
      [day, { rates: {} }, 'rates'],
      ['2024-02-30', { rates: { SEK: '11.2' } }, 'date'],
    ] as const) {
      const res = await put(date, payload);
      expect([res.statusCode, res.json().details?.issues?.[0]?.field], JSON.stringify(payload)).toEqual([
        400,
        field,
      ]);
    }
    expect(await ratesOf(day)).toBeUndefined();
  });
});
