import { describe, expect, it } from 'vitest';
import { checkHealth } from '../check-health';

describe('checkHealth', () => {
  it('is ok while the database answers, unavailable when it does not', async () => {
    expect(await checkHealth({ database: { ping: async () => {} } })).toBe('ok');
    const down = { ping: () => Promise.reject(new Error('connection refused')) };
    expect(await checkHealth({ database: down })).toBe('unavailable');
  });
});
