import { describe, expect, it } from 'vitest';
import { designPromptSchema } from '../contracts/designs';
import { DESIGN_PROMPT_MAX } from '../design-prompt';

const messageOf = (input: unknown) => designPromptSchema.safeParse(input).error?.issues[0]?.message;

describe('designPromptSchema', () => {
  it('trims a description', () => {
    expect(designPromptSchema.parse('  a fox in space  ')).toBe('a fox in space');
  });

  it('asks for a description when there is none', () => {
    expect(messageOf('')).toBe('Please describe your design');
    expect(messageOf('   ')).toBe('Please describe your design');
    expect(messageOf(undefined)).toBe('Please describe your design');
  });

  it('allows at most 1000 characters', () => {
    expect(DESIGN_PROMPT_MAX).toBe(1000);
    expect(designPromptSchema.safeParse('x'.repeat(1000)).success).toBe(true);
    expect(messageOf('x'.repeat(1001))).toBe('Keep the description under 1000 characters');
  });
});
