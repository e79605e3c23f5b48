import type { UseCaseDeps } from '../use-case-deps';

const CACHE_TTL_MS = 15_000;
const CACHE_MAX_ENTRIES = 10_000;

/**
 * Whether the session an ID token was issued for still stands: not signed out, revoked by a
 * password change, expired, or its user disabled. ID tokens live 15 minutes; without this check a
 * revoked session would keep working until then. Answers are cached for 15 s per session, so a
 * busy customer costs one indexed lookup per 15 s, and a revocation takes effect within that.
 */
export function createSessionStatusChecker(
  deps: Pick<UseCaseDeps, 'identity'>,
  now: () => number = Date.now,
) {
  const cache = new Map<string, { active: boolean; until: number }>();

  const isSessionActive = async (sessionId: string, userId: string): Promise<boolean> => {
    const key = `${sessionId}:${userId}`;
    const hit = cache.get(key);
    if (hit && hit.until > now()) return hit.active;
    const active = await deps.identity.isSessionActive(sessionId, userId, new Date(now()));
    if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, { active, until: now() + CACHE_TTL_MS });
    return active;
  };
  return Object.assign(isSessionActive, {
    /** Drops the user's cached answers: an operator disabled them, and it must hold at once here. */
    forgetUser(userId: string) {
      for (const key of cache.keys()) if (key.endsWith(`:${userId}`)) cache.delete(key);
    },
  });
}

export type SessionStatusChecker = ReturnType<typeof createSessionStatusChecker>;
