import * as z from 'zod/mini';

// Small field types every contract shares.

/** Seconds since the epoch, as the design endpoints send times (spec section 3). */
export const epochSecondsSchema = z.number().check(z.int(), z.nonnegative());

/** ISO 8601 date-time (Date#toISOString), as orders and quota send times. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Whole euro cents: every amount in a contract (DESIGN.md). */
export const centsSchema = z.number().check(z.int(), z.nonnegative());
