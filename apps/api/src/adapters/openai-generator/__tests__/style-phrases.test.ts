import { DESIGN_STYLES } from '@prompttee/domain';
import { describe, expect, it } from 'vitest';
import { withStyle } from '../style-phrases';

describe('a picked style, as an image model reads it', () => {
  it('follows the customer’s words, and leaves them alone without one', () => {
    expect(withStyle('a red fox ', 'pixel')).toBe('a red fox, drawn as 8-bit pixel art');
    expect(withStyle('a red fox', undefined)).toBe('a red fox');
    for (const style of DESIGN_STYLES) expect(withStyle('x', style).length).toBeGreaterThan(10);
  });
});
