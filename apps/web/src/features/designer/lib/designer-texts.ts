import { msg } from '@lingui/core/macro';

// The designer's own texts of spec sections 2 and 8, read where they are shown with the page's
// language (t(DESIGNER_TEXTS.addToCart)); the catalogue's problems are in catalog-texts.ts.
export const DESIGNER_TEXTS = {
  previewPlaceholder: msg`Your design will appear here`,
  productPlaceholder: msg`-- Select a Product --`,
  loadingProducts: msg`Loading products...`,
  generateTab: msg`Generate new design`,
  previousTab: msg`Use previous design`,
  promptPlaceholder: msg`Describe your ideal t-shirt design`,
  generate: msg({ comment: 'The button that sends the prompt', message: 'GENERATE DESIGN' }),
  generating: msg({ comment: 'The generate button while a design is being made', message: 'GENERATING...' }),
  pickCandidate: msg`Pick one of your four designs`,
  refine: msg({
    comment: 'The generate button when the prompt changes the current design',
    message: 'REFINE DESIGN',
  }),
  refineChoice: msg`Refine the design on the shirt (say what to change, e.g. "add a crown")`,
  quotaExhausted: msg({
    comment: 'The generate button when no designs are left this month',
    message: 'QUOTA EXHAUSTED',
  }),
  useSelected: msg`USE SELECTED DESIGN`,
  addToCart: msg`Add to Cart`,
  errorTitle: msg`Error!`,
  generationFailed: msg`An error occurred. Please try again.`,
  // Not in the spec: its identity service had no starter quota for unconfirmed addresses.
  verifyForQuota: msg`Confirm your email address to get the full monthly quota.`,
  verifyForQuotaExhausted: msg`Confirm your email address to get the full monthly quota and keep designing now.`,
  resendVerification: msg`Resend verification email`,
} as const;

/** Spec section 2: the generation overlay's steps, looping over 10 000 ms. */
export const GENERATION_STEPS = [
  msg`Warming up the pixels...`,
  msg`Brewing creativity...`,
  msg`Generating design...`,
  msg`Processing image...`,
  msg`Finalizing...`,
] as const;
export const GENERATION_CYCLE_MS = 10_000;
/** Spec section 4: a loading overlay's default step length. */
export const DEFAULT_STEP_MS = 2000;

/** Spec section 9 timings. */
export const POLL_INTERVAL_MS = 5000;
/**
 * The first look at a new job comes sooner: the local generator finishes in well under a second,
 * and making every customer wait the full interval for it would waste their time. Every later
 * look keeps the spec's 5 s.
 */
export const FIRST_POLL_MS = 1000;
export const PICKER_PAGE_SIZE = 6;
export const HIGHLIGHT_MS = 1000;
export const ERROR_BANNER_MS = 5000;

/** The prompt box's id: its label points at it, and focus returns to it after a failed generation. */
export const PROMPT_FIELD_ID = 'design-prompt';
