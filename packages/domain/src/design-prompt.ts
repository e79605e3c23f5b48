// The spec shows no prompt limits; these keep a prompt meaningful and within what image models
// accept, and give the designer something friendlier to say than a server error. The schema that
// applies them is the create call's (contracts/designs.ts).
export const DESIGN_PROMPT_MAX = 1000;

export const DESIGN_PROMPT_MESSAGES = {
  required: 'Please describe your design',
  tooLong: `Keep the description under ${DESIGN_PROMPT_MAX} characters`,
} as const;
