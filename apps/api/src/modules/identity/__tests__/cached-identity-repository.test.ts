import { describe, expect, it, vi } from 'vitest';
import { cacheSessionStatus } from '../cached-identity-repository';
import type { Listen } from '../../../db/listen';
import { fakeListen } from '../../../testing/fake-listen';

/** The cache over a database where every session is active unless the test says otherwise. */
async function checker(listen: Listen, now = () => 0) {
  const lookup = vi.fn(async (_sessionId: string, _userId: string, _at: Date) => true);
  const cache = cacheSessionStatus(lookup, listen);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const isSessionActive = (sessionId: string, userId: string) =>
    cache.sessionStatus(sessionId, userId, new Date(now()));
  return { isSessionActive, lookup };
}

describe('the session status cache', () => {
  it('remembers an answer per session, for 15 s at most', async () => {
    let clock = 0;
    const { isSessionActive, lookup } = await checker(fakeListen().listen, () => clock);
    expect(await isSessionActive('s1', 'alice')).toBe(true);
    expect(await isSessionActive('s1', 'alice')).toBe(true);
    expect(await isSessionActive('s2', 'alice')).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(2);
    clock = 15_000;
    await isSessionActive('s1', 'alice');
    expect(lookup).toHaveBeenCalledTimes(3);
  });

  it('forgets every session of exactly the user a notification names', async () => {
    const { listen, notify } = fakeListen();
    const { isSessionActive, lookup } = await checker(listen);
    await isSessionActive('s1', 'alice');
    await isSessionActive('s2', 'alice');
    await isSessionActive('s3', 'bob');
    lookup.mockResolvedValue(false);
    notify('alice');
    expect(await isSessionActive('s1', 'alice')).toBe(false);
    expect(await isSessionActive('s2', 'alice')).toBe(false);
    expect(await isSessionActive('s3', 'bob')).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(5);
  });

  it('forgets everyone on an empty notification (the sessions were truncated)', async () => {
    const { listen, notify } = fakeListen();
    const { isSessionActive, lookup } = await checker(listen);
    await isSessionActive('s1', 'alice');
    await isSessionActive('s3', 'bob');
    notify('');
    await isSessionActive('s1', 'alice');
    await isSessionActive('s3', 'bob');
    expect(lookup).toHaveBeenCalledTimes(4);
  });

  it('does not remember an answer read while that user’s sessions changed', async () => {
    const { listen, notify } = fakeListen();
    const { isSessionActive, lookup } = await checker(listen);
    let answer: (active: boolean) => void = () => {};
    lookup.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const before = isSessionActive('s1', 'alice');
    notify('alice'); // the revocation commits while the lookup is still running
    answer(true);
    expect(await before).toBe(true);
    lookup.mockResolvedValue(false);
    expect(await isSessionActive('s1', 'alice')).toBe(false);
  });

  it('asks the database every time while notifications may be missed, and remembers again once they flow', async () => {
    const { listen, gap } = fakeListen();
    const { isSessionActive, lookup } = await checker(listen);
    await isSessionActive('s1', 'alice');
    gap('lost');
    await isSessionActive('s1', 'alice');
    await isSessionActive('s1', 'alice');
    expect(lookup).toHaveBeenCalledTimes(3);
    gap('restored');
    await isSessionActive('s1', 'alice');
    await isSessionActive('s1', 'alice');
    expect(lookup).toHaveBeenCalledTimes(4);
  });

  it('does not remember an answer read across a lost connection', async () => {
    const { listen, gap } = fakeListen();
    const { isSessionActive, lookup } = await checker(listen);
    let answer: (active: boolean) => void = () => {};
    lookup.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    gap('lost');
    const during = isSessionActive('s1', 'alice');
    gap('restored'); // a revocation in between was never heard
    answer(true);
    await during;
    await isSessionActive('s1', 'alice');
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('never remembers when it cannot listen, nor before it listens', async () => {
    const { isSessionActive, lookup } = await checker(fakeListen(true).listen);
    await isSessionActive('s1', 'alice');
    await isSessionActive('s1', 'alice');
    expect(lookup).toHaveBeenCalledTimes(2);

    let listening: () => void = () => {};
    const slow: Listen = () => new Promise((resolve) => (listening = () => resolve(async () => {})));
    const late = await checker(slow);
    await late.isSessionActive('s1', 'alice');
    await late.isSessionActive('s1', 'alice');
    expect(late.lookup).toHaveBeenCalledTimes(2);
    listening();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await late.isSessionActive('s1', 'alice');
    await late.isSessionActive('s1', 'alice');
    expect(late.lookup).toHaveBeenCalledTimes(3);
  });
});
