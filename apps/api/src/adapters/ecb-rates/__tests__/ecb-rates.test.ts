import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEcbRates } from '..';
import { ReferenceRatesError } from '../../../ports/reference-rates';
import { parseEcbRates } from '../parse-ecb-rates';

const stored = readFileSync(new URL('./fixtures/eurofxref-daily-2024-06-28.xml', import.meta.url), 'utf8');

const refusal = (xml: string) => {
  try {
    parseEcbRates(xml);
  } catch (err) {
    return err instanceof ReferenceRatesError ? [err.reason, err.message] : ['thrown', String(err)];
  }
  return ['parsed'];
};

describe('the ECB rates file', () => {
  it("reads the day and the shop's currencies from the ECB's own file, digits as published", () => {
    expect(parseEcbRates(stored)).toEqual({
      day: '2024-06-28',
      rates: { CZK: '25.025', DKK: '7.4575', HUF: '395.10', PLN: '4.3090', RON: '4.9773', SEK: '11.3595' },
    });
  });

  it('refuses a file that is not the rates, whole', () => {
    const cut = `The ECB rates file is not usable:`;
    expect(refusal('<html><body>Service unavailable</body></html>')).toEqual([
      'malformed',
      `${cut} it has 0 days of rates, not one`,
    ]);
    expect(refusal(stored.slice(0, 600))[0]).toBe('malformed');
    expect(refusal(stored.replace("rate='11.3595'", "rate='11,3595'"))).toEqual([
      'malformed',
      `${cut} the SEK rate "11,3595" is not a rate`,
    ]);
    expect(refusal(stored.replace("time='2024-06-28'", "time='28.06.2024'"))).toEqual([
      'malformed',
      `${cut} "28.06.2024" is not a day`,
    ]);
    const onlyOthers = stored.replace(/<Cube currency='(CZK|DKK|HUF|PLN|RON|SEK)' rate='[\d.]+'\/>/g, '');
    expect(refusal(onlyOthers)).toEqual([
      'malformed',
      `${cut} it has no rate of the shop's currencies on 2024-06-28`,
    ]);
    expect(refusal('{"rates":{}}')).toEqual(['malformed', `${cut} it is not XML`]);
  });

  it('leaves a currency the shop does not sell in alone, whatever it says', () => {
    const odd = stored.replace("rate='1.0705'", "rate='n/a'");
    expect(parseEcbRates(odd).rates.SEK).toBe('11.3595');
  });
});

describe('the ECB adapter over HTTP', () => {
  let server: Server;
  let base: string;
  let body = stored;
  let status = 200;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(status, { 'content-type': 'text/xml' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('reads the stored file from ECB_RATES_URL', async () => {
    const rates = await createEcbRates({ url: `${base}/eurofxref-daily.xml` }).latest();
    expect([rates.day, rates.rates.SEK]).toEqual(['2024-06-28', '11.3595']);
  });

  it('calls a server that answers an error, or none, unreachable', async () => {
    status = 503;
    body = 'down for maintenance';
    const down = createEcbRates({ url: `${base}/eurofxref-daily.xml` }).latest();
    await expect(down).rejects.toMatchObject({ reason: 'unreachable' });
    status = 200;
    body = stored;
    const nobody = createEcbRates({
      url: 'http://127.0.0.1:9/eurofxref-daily.xml',
      timeoutMs: 2000,
    }).latest();
    await expect(nobody).rejects.toMatchObject({ name: 'ReferenceRatesError', reason: 'unreachable' });
  });
});
