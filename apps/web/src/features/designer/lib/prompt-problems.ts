import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DESIGN_PROMPT_MAX, DESIGN_PROMPT_MESSAGES } from '@prompttee/domain';

export type PromptProblem = keyof typeof DESIGN_PROMPT_MESSAGES;

// The prompt's schema (the domain's, shared with the API) words its refusals in English; the
// designer keeps which rule was broken and shows it in the page's language.
export const PROMPT_PROBLEMS: Record<PromptProblem, MessageDescriptor> = {
  required: msg`Please describe your design`,
  tooLong: msg`Keep the description under ${DESIGN_PROMPT_MAX} characters`,
};

/** Which rule a schema message names; an unknown one counts as an empty prompt. */
export function promptProblemOf(message: string | undefined): PromptProblem {
  return message === DESIGN_PROMPT_MESSAGES.tooLong ? 'tooLong' : 'required';
}
