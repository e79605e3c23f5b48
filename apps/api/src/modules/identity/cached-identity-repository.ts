import type { Listen } from '../../db/listen';
import { SESSION_STATUS_CHANNEL } from '../../db/notify-channels';

// Revocations evict through notifications; the age limit only bounds how long a session that
// merely runs out (nothing is written when it does) keeps being answered as active.
const MAX_AGE_MS = 15_000;
const MAX_ENTRIES = 10_000;

type LoadStatus<Status> = (sessionId: string, userId: string, now: Date) => Promise<Status>;
type Answer<Status> = { userId: string; status: Status; validUntilMs: number };

/**
 * Whether the session an ID token was issued for still stands (not signed out, revoked by a
 * password change, expired, or its user disabled), with its user's language, remembered per
 * session: ID tokens live 15 minutes and every /v1 call asks, so a busy customer costs one indexed
 * lookup per 15 s. An answer is forgotten as soon as the database notifies a change to the user's
 * sessions or disabled flag (migration 0009) or the repository announces a new language, made by
 * any process, so a revoked session's tokens are refused by every process from the next call.
 * While notifications cannot be trusted (not yet listening, or the listening connection was lost)
 * every check asks the database.
 */
export function cacheSessionStatus<Status>(load: LoadStatus<Status>, listen: Listen) {
  const answers = new Map<string, Answer<Status>>();
  const keysByUser = new Map<string, Set<string>>();
  let trusted = false;
  // Counts evictions, so a lookup that ran while one happened is not remembered: it may have read
  // the session just before the change that the eviction announced.
  let evictions = 0;

  const remove = (key: string) => {
    const answer = answers.get(key);
    if (!answer) return;
    answers.delete(key);
    const keys = keysByUser.get(answer.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysByUser.delete(answer.userId);
  };
  const remember = (key: string, answer: Answer<Status>) => {
    remove(key);
    if (answers.size >= MAX_ENTRIES) remove(answers.keys().next().value!);
    answers.set(key, answer);
    const keys = keysByUser.get(answer.userId) ?? new Set<string>();
    keysByUser.set(answer.userId, keys.add(key));
  };
  const forgetEveryone = () => {
    evictions++;
    answers.clear();
    keysByUser.clear();
  };
  // An empty payload comes from a TRUNCATE, which names no user.
  const forgetUser = (userId: string) => {
    if (!userId) return forgetEveryone();
    evictions++;
    for (const key of keysByUser.get(userId) ?? []) answers.delete(key);
    keysByUser.delete(userId);
  };

  // Listens for the database's lifetime (closing it ends the LISTEN); if listening fails, nothing
  // is ever remembered. A lookup that ran before listening began or across a lost connection may
  // have missed its notification, so it is not remembered either.
  const trust = (listening: boolean) => {
    forgetEveryone();
    trusted = listening;
  };
  void listen(SESSION_STATUS_CHANNEL, forgetUser, (state) => trust(state === 'restored')).then(
    () => trust(true),
    () => undefined,
  );

  return {
    async sessionStatus(sessionId: string, userId: string, now: Date): Promise<Status> {
      const key = `${sessionId}:${userId}`;
      const hit = trusted ? answers.get(key) : undefined;
      if (hit && hit.validUntilMs > now.getTime()) return hit.status;
      const started = evictions;
      const status = await load(sessionId, userId, now);
      if (trusted && started === evictions) {
        remember(key, { userId, status, validUntilMs: now.getTime() + MAX_AGE_MS });
      }
      return status;
    },
  };
}

/** The repository with its session checks cached; unchanged without LISTEN. */
export function withSessionStatusCache<Status, R extends { sessionStatus: LoadStatus<Status> }>(
  repository: R,
  listen?: Listen,
): R {
  if (!listen) return repository;
  const cache = cacheSessionStatus(repository.sessionStatus.bind(repository), listen);
  return { ...repository, sessionStatus: cache.sessionStatus };
}
