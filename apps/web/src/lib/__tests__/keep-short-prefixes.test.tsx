import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepShortPrefixes } from '../keep-short-prefixes';

afterEach(cleanup);

const kept = (name: string) => {
  const { container } = render(<p>{keepShortPrefixes(name)}</p>);
  return {
    text: container.textContent,
    whole: [...container.querySelectorAll('span.whitespace-nowrap')].map((s) => s.textContent),
  };
};

describe('keepShortPrefixes', () => {
  it("keeps 'T-särk' whole and the name's text as it was", () => {
    expect(kept('Premium mahepuuvillane T-särk')).toEqual({
      text: 'Premium mahepuuvillane T-särk',
      whole: ['T-särk'],
    });
    expect(kept('Classic Unisex T-Shirt').whole).toEqual(['T-Shirt']);
  });

  it('leaves long hyphenated words and names without hyphens free to break', () => {
    expect(kept('Käthe-Liis Kohaletoimetaja-Vainomäe').whole).toEqual([]);
    expect(kept('Riidest kott')).toEqual({ text: 'Riidest kott', whole: [] });
  });
});
