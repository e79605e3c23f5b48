import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUseCaseHarness, type UseCaseHarness } from '../../../testing/use-case-harness';
import { raiseAlert } from '../raise-alert';

describe('raiseAlert', () => {
  let h: UseCaseHarness;
  beforeAll(async () => {
    h = await createUseCaseHarness({ ADMIN_EMAILS: ' Ops@Example.com, owner@example.com ' });
  });
  afterAll(() => h.close());

  it('opens one alert per occurrence and e-mails every operator once', async () => {
    const input = { kind: 'dead_letter_job' as const, ref: 'job-1', message: 'A job failed for good.' };
    const [first, again] = await Promise.all([raiseAlert(h.deps, input), raiseAlert(h.deps, input)]);
    expect([first, again].filter(Boolean)).toHaveLength(1);
    expect(h.mail.map((m) => m.to).sort()).toEqual(['ops@example.com', 'owner@example.com']);
    expect(h.mail[0]!.subject).toBe('[PromptTee] Alert: A job failed for good.');
    expect(h.mail[0]!.text).toContain('/admin');
    const open = await h.deps.alerts.list({ open: true, limit: 10 });
    expect(open.map((a) => a.ref)).toEqual(['job-1']);
  });

  it('keeps a resolved alert out of the open list, and resolves it once', async () => {
    const alert = await raiseAlert(h.deps, { kind: 'producer_refused', ref: 'order-x', message: 'Refused.' });
    expect(await h.deps.alerts.resolve(alert!.id, 'ops@example.com', h.clock.now())).toBe(true);
    expect(await h.deps.alerts.resolve(alert!.id, 'ops@example.com', h.clock.now())).toBe(false);
    const open = await h.deps.alerts.list({ open: true, limit: 10 });
    expect(open.map((a) => a.ref)).not.toContain('order-x');
  });
});
