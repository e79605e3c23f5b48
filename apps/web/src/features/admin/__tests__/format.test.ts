import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isForbidden } from '../lib/format';

describe('isForbidden', () => {
  it('is the FORBIDDEN code, not a status', () => {
    expect(isForbidden(new ApiError('Request failed with status code 403', 403, 'FORBIDDEN'))).toBe(true);
    expect(isForbidden(new ApiError('Request failed with status code 401', 401, 'UNAUTHORIZED'))).toBe(false);
    // A 403 without our body (a proxy's) is not the console saying "not an operator".
    expect(isForbidden(new ApiError('Request failed with status code 403', 403, null))).toBe(false);
    expect(isForbidden(new Error('Forbidden'))).toBe(false);
  });
});
