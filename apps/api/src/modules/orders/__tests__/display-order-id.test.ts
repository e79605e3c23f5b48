import { describe, expect, it } from 'vitest';
import { DISPLAY_ORDER_ID_PATTERN, newDisplayOrderId } from '../display-order-id';

describe('display order ids', () => {
  it("look like 'PT-7K3M9Q': PT- and six characters nobody can misread", () => {
    for (let i = 0; i < 2000; i++) {
      const id = newDisplayOrderId();
      expect(id).toMatch(DISPLAY_ORDER_ID_PATTERN);
      expect(id.slice(3)).not.toMatch(/[01ILOU]/);
    }
  });

  it('are spread evenly enough that collisions are rare', () => {
    const ids = new Set(Array.from({ length: 20_000 }, () => newDisplayOrderId()));
    expect(ids.size).toBeGreaterThan(19_990);
  });

  it('draw every character from the random source', () => {
    expect(newDisplayOrderId(() => 0)).toBe('PT-222222');
    expect(newDisplayOrderId((max) => max - 1)).toBe('PT-ZZZZZZ');
  });
});
