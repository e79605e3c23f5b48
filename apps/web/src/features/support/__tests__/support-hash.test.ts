import { describe, expect, it } from 'vitest';
import { resolveSupportHash } from '../lib/support-hash';

const ids = {
  faqItems: ['track-order', 'return-policy'],
  documents: [
    { id: 'terms', sections: ['applicability', 'withdrawal'] },
    { id: 'privacy', sections: ['controller'] },
  ],
};

describe('resolveSupportHash', () => {
  it('ignores an empty or unknown hash', () => {
    expect(resolveSupportHash('', ids)).toBeNull();
    expect(resolveSupportHash('#', ids)).toBeNull();
    expect(resolveSupportHash('#nothing-here', ids)).toBeNull();
  });

  it('scrolls to the page sections', () => {
    expect(resolveSupportHash('#faq', ids)).toEqual({ scrollTo: 'faq' });
    expect(resolveSupportHash('#legal', ids)).toEqual({ scrollTo: 'legal' });
    expect(resolveSupportHash('#contact', ids)).toEqual({ scrollTo: 'contact' });
  });

  it('opens an FAQ item', () => {
    expect(resolveSupportHash('#return-policy', ids)).toEqual({
      faq: 'return-policy',
      scrollTo: 'return-policy',
    });
  });

  it('opens a legal document, or the document holding a section', () => {
    expect(resolveSupportHash('#terms', ids)).toEqual({ legal: 'terms', scrollTo: 'terms' });
    expect(resolveSupportHash('#terms-withdrawal', ids)).toEqual({
      legal: 'terms',
      scrollTo: 'terms-withdrawal',
    });
    expect(resolveSupportHash('#privacy-withdrawal', ids)).toBeNull();
  });
});
