import { describe, expect, it } from 'vitest';
import { findRefusedWord, parseRefusedWords } from '../refused-words';

describe('refused words', () => {
  const refused = parseRefusedWords(' Gore, hate speech,, c++ ,Škoda ');

  it('match whole words, in any case', () => {
    expect(findRefusedWord('so much GORE!', refused)).toBe('gore');
    expect(findRefusedWord('gore', refused)).toBe('gore');
    expect(findRefusedWord('(gore)', refused)).toBe('gore');
    expect(findRefusedWord('a mountain gorge', refused)).toBeUndefined();
    expect(findRefusedWord('Al Gore2', refused)).toBeUndefined();
  });

  it('match phrases across any whitespace', () => {
    expect(findRefusedWord('no Hate\n Speech', refused)).toBe('hate speech');
    expect(findRefusedWord('hate the speech', refused)).toBeUndefined();
  });

  it('treat list entries literally and letters of every script as word characters', () => {
    expect(findRefusedWord('I love c++ code', refused)).toBe('c++');
    expect(findRefusedWord('cxx', refused)).toBeUndefined();
    expect(findRefusedWord('ŠKODA car', refused)).toBe('škoda');
    expect(findRefusedWord('Škodaš', refused)).toBeUndefined();
  });

  it('refuse nothing when the list is empty', () => {
    expect(parseRefusedWords('')).toEqual([]);
    expect(parseRefusedWords(' , ,')).toEqual([]);
    expect(findRefusedWord('anything at all', parseRefusedWords(''))).toBeUndefined();
  });
});
