import { i18n } from '@lingui/core';
import { CATALOG_ERRORS, DESIGN_PROMPT_MESSAGES, formatExpiry, PLACEMENT_PRESETS } from '@prompttee/domain';
import { describe, expect, it } from 'vitest';
import { CATALOG_TEXTS } from '../lib/catalog-texts';
import { expiredText, expiryText } from '../lib/expiry-text';
import { PRESET_NAMES } from '../lib/placement-texts';
import { PROMPT_PROBLEMS, promptProblemOf } from '../lib/prompt-problems';

// The designer words the domain's texts itself, per language: in English they stay the domain's
// own, word for word (the spec's texts).
describe("the designer's English for the domain's texts", () => {
  it('words every catalogue problem as the domain does', () => {
    expect(i18n._(CATALOG_TEXTS.loadFailed)).toBe(CATALOG_ERRORS.loadFailed);
    expect(i18n._(CATALOG_TEXTS.noProducts)).toBe(CATALOG_ERRORS.noProducts);
    expect(i18n._(CATALOG_TEXTS.variantNotFound)).toBe(CATALOG_ERRORS.variantNotFound);
    expect(i18n._(CATALOG_TEXTS.noSizes)).toBe(CATALOG_ERRORS.noSizes);
    expect(i18n._(CATALOG_TEXTS.noColors)).toBe(CATALOG_ERRORS.noColors);
    expect(i18n._({ ...CATALOG_TEXTS.productNotFound, values: { productId: 'hoodie' } })).toBe(
      CATALOG_ERRORS.productNotFound('hoodie'),
    );
  });

  it("words the prompt's refusals as the shared schema does, and knows which is which", () => {
    expect(i18n._(PROMPT_PROBLEMS.required)).toBe(DESIGN_PROMPT_MESSAGES.required);
    expect(i18n._(PROMPT_PROBLEMS.tooLong)).toBe(DESIGN_PROMPT_MESSAGES.tooLong);
    expect(promptProblemOf(DESIGN_PROMPT_MESSAGES.tooLong)).toBe('tooLong');
    expect(promptProblemOf(DESIGN_PROMPT_MESSAGES.required)).toBe('required');
  });

  it('names every placement preset by its own name', () => {
    expect(PLACEMENT_PRESETS.map((preset) => i18n._(PRESET_NAMES[preset.name]))).toEqual(
      PLACEMENT_PRESETS.map((preset) => preset.name),
    );
  });

  it.each([93_784, 86_400, 7_260, 3_600, 61, 60, 5, 1])(
    'counts %i seconds down as formatExpiry does',
    (s) => {
      expect(expiryText(i18n, s)).toBe(formatExpiry(s));
    },
  );

  it("says 'Expired' at zero and below, as formatExpiry does", () => {
    expect(expiryText(i18n, 0)).toBeNull();
    expect(expiryText(i18n, -5)).toBeNull();
    expect(expiredText(i18n)).toBe(formatExpiry(0));
  });
});
