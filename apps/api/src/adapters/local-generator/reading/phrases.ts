import type { Token } from './words';

export type PhraseMatch<T> = { value: T; start: number; end: number; phrase: string };

/**
 * Finds the phrases of `table` in the tokens, longest first and without overlaps, skipping tokens
 * already used by an earlier reading step ("line art" is a style before "line" can be anything else).
 */
export function matchPhrases<T>(
  tokens: Token[],
  table: Record<string, T>,
  used: Set<number>,
  maxWords = 3,
): PhraseMatch<T>[] {
  const found: PhraseMatch<T>[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(maxWords, tokens.length - i); n >= 1; n--) {
      const span = tokens.slice(i, i + n);
      if (span.some((t) => used.has(t.index))) continue;
      const phrase = span.map((t) => t.word).join(' ');
      const value = table[phrase];
      if (value === undefined) continue;
      found.push({ value, start: i, end: i + n, phrase });
      i += n - 1;
      break;
    }
  }
  return found;
}

/** Marks the matched tokens as used. */
export function consume(matches: PhraseMatch<unknown>[], tokens: Token[], used: Set<number>): void {
  for (const m of matches) for (let i = m.start; i < m.end; i++) used.add(tokens[i]!.index);
}
