import { randomUUID } from 'node:crypto';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Locale } from '@prompttee/domain';
import type { Db } from '../../db/types';
import { SESSION_STATUS_CHANNEL } from '../../db/notify-channels';
import { account, jwks, rateLimit, session, user, verification } from '../../db/schema';

/** A session's standing, and the language its user chose (null: not chosen). */
export type SessionStatus = { active: boolean; locale: Locale | null };
const INACTIVE: SessionStatus = { active: false, locale: null };

export type RateLimitRule = { window: number; max: number };
export type RateLimitCount = { count: number; lastRequest: number };

/** Accounts, sessions and rate limits: better-auth's tables, and what the shop reads of them. */
export function createIdentityRepository(db: Db) {
  return {
    /** better-auth's storage: its adapter on our own database and tables. */
    betterAuthAdapter() {
      return drizzleAdapter(db, {
        provider: 'pg',
        schema: { user, session, account, verification, jwks, rateLimit },
      });
    },

    async isDisabled(userId: string): Promise<boolean> {
      const [row] = await db.select({ disabled: user.disabled }).from(user).where(eq(user.id, userId));
      return !!row?.disabled;
    },

    /** What the profile shows of an account, or null when there is none. */
    async profile(userId: string): Promise<{ email: string; name: string; locale: Locale | null } | null> {
      const [row] = await db
        .select({ email: user.email, name: user.name, locale: user.locale })
        .from(user)
        .where(eq(user.id, userId));
      return row ? { ...row, locale: row.locale ?? null } : null;
    },

    /** Saves the language the customer chose; e-mails and documents made later use it. */
    async setLocale(userId: string, locale: Locale): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(user).set({ locale }).where(eq(user.id, userId));
        // Every process remembers the language with the user's session status: forget it there.
        await tx.execute(sql`select pg_notify(${SESSION_STATUS_CHANNEL}, ${userId})`);
      });
    },

    /** The chosen language of the account with this address, or null. */
    async localeOfEmail(email: string): Promise<Locale | null> {
      const [row] = await db
        .select({ locale: user.locale })
        .from(user)
        .where(eq(user.email, email.toLowerCase()));
      return row?.locale ?? null;
    },

    /** The account's chosen language, or null (not chosen, or no such account). */
    async localeOf(userId: string): Promise<Locale | null> {
      const [row] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, userId));
      return row?.locale ?? null;
    },

    /** Whether the customer has confirmed their e-mail address (SSO accounts arrive confirmed). */
    async isEmailVerified(userId: string): Promise<boolean> {
      const [row] = await db.select({ verified: user.emailVerified }).from(user).where(eq(user.id, userId));
      return !!row?.verified;
    },

    /** The customer's e-mail address; null once the account is gone. */
    async emailOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
      return row?.email ?? null;
    },

    /** A verification row (a reset link's token, say) by id; null once used or cleaned away. */
    async verificationById(id: string) {
      const [row] = await db
        .select({
          identifier: verification.identifier,
          value: verification.value,
          expiresAt: verification.expiresAt,
        })
        .from(verification)
        .where(eq(verification.id, id));
      return row ?? null;
    },

    /** The id of the newest verification row for `identifier` (better-auth's 'reset-password:<token>'). */
    async verificationIdOf(identifier: string): Promise<string | null> {
      const [row] = await db
        .select({ id: verification.id })
        .from(verification)
        .where(eq(verification.identifier, identifier))
        .orderBy(desc(verification.createdAt))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * Whether the session stands at `now` (not signed out, revoked or expired) and its user is not
     * disabled; with the user's chosen language, read by the same lookup, so every /v1 request
     * knows it without a query of its own.
     */
    async sessionStatus(sessionId: string, userId: string, now: Date): Promise<SessionStatus> {
      const [row] = await db
        .select({ disabled: user.disabled, locale: user.locale })
        .from(session)
        .innerJoin(user, eq(user.id, session.userId))
        .where(and(eq(session.id, sessionId), eq(session.userId, userId), gt(session.expiresAt, now)))
        .limit(1);
      return row && !row.disabled ? { active: true, locale: row.locale ?? null } : INACTIVE;
    },

    /**
     * Counts one attempt against `key` in the shared rate_limit table (the one better-auth's own
     * limits use) in a single atomic statement, so every process on the database counts together.
     * The window restarts once `window` seconds pass after the last allowed attempt.
     */
    async countAttempt(key: string, rule: RateLimitRule, now: number): Promise<RateLimitCount> {
      const expiredBefore = now - rule.window * 1000;
      const result = await db.execute(sql`
        insert into rate_limit (id, key, count, last_request)
        values (${randomUUID()}, ${key}, 1, ${now})
        on conflict (key) do update set
          count = case when rate_limit.last_request <= ${expiredBefore} then 1 else rate_limit.count + 1 end,
          last_request = case
            when rate_limit.last_request <= ${expiredBefore} or rate_limit.count < ${rule.max} then ${now}
            else rate_limit.last_request end
        returning count, last_request`);
      // node-postgres and PGlite both answer with `rows`; bigint arrives as a string on the former.
      const row = (result as unknown as { rows: { count: number | string; last_request: number | string }[] })
        .rows[0]!;
      return { count: Number(row.count), lastRequest: Number(row.last_request) };
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
