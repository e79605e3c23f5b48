import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../../db/schema';
import { createUseCaseHarness, type UseCaseHarness } from '../../../testing/use-case-harness';
import { storedAlertMessage } from '../alert-message';
import { raiseAlert } from '../raise-alert';

describe('raiseAlert', () => {
  let h: UseCaseHarness;
  beforeAll(async () => {
    h = await createUseCaseHarness({ ADMIN_EMAILS: ' Ops@Example.com, owner@example.com ' });
  });
  afterAll(() => h.close());

  const deadJob = (ref: string) => ({
    kind: 'dead_letter_job' as const,
    ref,
    text: { key: 'jobGaveUp' as const, values: { job: 'render', attempts: 3, reason: 'A job failed.' } },
  });

  it('opens one alert per occurrence and e-mails every operator once', async () => {
    const input = deadJob('job-1');
    const [first, again] = await Promise.all([raiseAlert(h.deps, input), raiseAlert(h.deps, input)]);
    expect([first, again].filter(Boolean)).toHaveLength(1);
    expect(h.mail.map((m) => m.to).sort()).toEqual(['ops@example.com', 'owner@example.com']);
    expect(h.mail[0]!.subject).toBe(
      '[PromptTee] Alert: Job render failed for good after 3 attempts: A job failed.',
    );
    expect(h.mail[0]!.text).toContain('/admin');
    const open = await h.deps.alerts.list({ open: true, limit: 10 });
    expect(open.map((a) => a.ref)).toEqual(['job-1']);
    // The row keeps the English, and what it says as a key and values.
    expect(open[0]).toMatchObject({
      message: 'Job render failed for good after 3 attempts: A job failed.',
      messageText: input.text,
    });
  });

  it('keeps a resolved alert out of the open list, and resolves it once', async () => {
    const alert = await raiseAlert(h.deps, {
      kind: 'producer_refused',
      ref: 'order-x',
      text: { key: 'producerRefused', values: { order: 'PT-1', reason: 'Refused.' } },
    });
    expect(await h.deps.alerts.resolve(alert!.id, 'ops@example.com', h.clock.now())).toBe(true);
    expect(await h.deps.alerts.resolve(alert!.id, 'ops@example.com', h.clock.now())).toBe(false);
    const open = await h.deps.alerts.list({ open: true, limit: 10 });
    expect(open.map((a) => a.ref)).not.toContain('order-x');
  });

  it("e-mails each operator in their account's language, English where it chose none", async () => {
    const owner = await h.addUser('owner@example.com');
    await h.db.update(user).set({ locale: 'et' }).where(eq(user.id, owner.id));
    const sent = h.mail.length;
    await raiseAlert(h.deps, {
      kind: 'exchange_rate_missing',
      ref: 'rate:SEK:2026-11-20',
      text: { key: 'exchangeRateMissing', values: { currency: 'SEK', day: '2026-11-20', order: 'PT-2' } },
    });
    const mails = Object.fromEntries(h.mail.slice(sent).map((m) => [m.to, m]));
    expect(mails['owner@example.com']).toMatchObject({
      subject:
        '[PromptTee] Hoiatus: Valuuta SEK kurss päeva 20.11.2026 kohta puudub: tellimuse PT-2 arve ootab, kuni kurss sisestatakse jaotises Valuutakursid (või EKP import selle loeb).',
    });
    const estonian = mails['owner@example.com']!.text;
    for (const words of ['Probleem vajab sinu tähelepanu', 'Ava halduskonsool', 'Valuutakurss puudub'])
      expect(estonian).toContain(words);
    expect(estonian).not.toMatch(/Alert|Open the operator console|Kind/);
    expect(mails['ops@example.com']).toMatchObject({
      subject:
        '[PromptTee] Alert: No SEK exchange rate for Nov 20, 2026: the invoice of order PT-2 waits until one is entered under Exchange rates (or the ECB import reads one).',
    });
    for (const words of [
      'A problem needs your attention',
      'Open the operator console',
      'Exchange rate missing',
    ])
      expect(mails['ops@example.com']!.text).toContain(words);
  });

  it('words a stored alert in the reader’s language, one raised before keys as it was written', () => {
    const text = {
      key: 'producerRefused',
      values: { order: 'PT-3', reason: 'No producer product for tee-1 in producer-map.json' },
    };
    expect(storedAlertMessage({ message: 'ignored', messageText: text }, 'et')).toBe(
      'Tootja keeldus tellimusest PT-3: Failis producer-map.json puudub tootele tee-1 vastav tootja toode',
    );
    expect(storedAlertMessage({ message: 'ignored', messageText: text }, 'en')).toBe(
      'The producer refused order PT-3: No producer product for tee-1 in producer-map.json',
    );
    expect(storedAlertMessage({ message: 'The producer refused order PT-0', messageText: null }, 'et')).toBe(
      'The producer refused order PT-0',
    );
    // A key a later release may store, read by this one: its English as stored.
    const later = { key: 'somethingNew', values: {} };
    expect(storedAlertMessage({ message: 'Something new', messageText: later }, 'et')).toBe('Something new');
  });
});
