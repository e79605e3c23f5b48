import * as z from 'zod/mini';

// The spec shows no prompt limits; these keep a prompt meaningful and within what image models
// accept, and give the designer something friendlier to say than a server error.
export const DESIGN_PROMPT_MAX = 1000;

export const DESIGN_PROMPT_MESSAGES = {
  required: 'Please describe your design',
  tooLong: `Keep the description under ${DESIGN_PROMPT_MAX} characters`,
} as const;

export const designPromptSchema = z
  .string({ error: DESIGN_PROMPT_MESSAGES.required })
  .check(
    z.trim(),
    z.minLength(1, DESIGN_PROMPT_MESSAGES.required),
    z.maxLength(DESIGN_PROMPT_MAX, DESIGN_PROMPT_MESSAGES.tooLong),
  );
