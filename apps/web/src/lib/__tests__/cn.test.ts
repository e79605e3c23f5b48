import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '../cn';

/**
 * `cn` merges with our own class groups (class-groups.ts), not tailwind-merge's config of all of
 * Tailwind. This proves it merges every class the app uses exactly as the full `twMerge` would. The
 * merge drops an earlier class when a later one conflicts with it, so agreeing on every ordered pair
 * of the app's classes means agreeing on any list of them. The classes are read from the source now,
 * so a class added later that our groups do not know fails here.
 */
const srcDir = path.resolve(import.meta.dirname, '../..');
const literal = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every whitespace-separated word of every string literal; words that are not classes are harmless. */
function corpusWords(): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(literal)) {
      for (const word of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) if (word) words.add(word);
    }
  }
  return [...words];
}

/** A class either merge knows: a repeated known class collapses to one, an unknown one is kept twice. */
const isKnown = (word: string) => twMerge(`${word} ${word}`) === word || cn(`${word} ${word}`) === word;

/** `md:hover:!px-4` is `md:hover` and `px-4`; the colons inside brackets (`[&_svg]:`) do not split it. */
function splitVariants(word: string): { variants: string; utility: string } {
  let depth = 0;
  let end = 0;
  for (let i = 0; i < word.length; i++) {
    if (word[i] === '[' || word[i] === '(') depth++;
    else if (word[i] === ']' || word[i] === ')') depth--;
    else if (word[i] === ':' && depth === 0) end = i + 1;
  }
  return { variants: word.slice(0, Math.max(end - 1, 0)), utility: word.slice(end).replace(/^!|!$/g, '') };
}

const words = corpusWords().filter(isKnown).map(splitVariants);
// Whether two classes conflict depends on their utilities and, separately, on their variants and `!`:
// every pair of utilities, then each utility under each variant, cover every pair of the app's classes.
const utilities = [...new Set(words.map((word) => word.utility))].filter(isKnown);
const variants = [...new Set(words.map((word) => word.variants))].filter(Boolean);

function mismatches(lists: Iterable<string>) {
  const found: { classes: string; ours: string; full: string }[] = [];
  for (const list of lists) {
    const ours = cn(list);
    const full = twMerge(list);
    if (ours !== full) found.push({ classes: list, ours, full });
  }
  return found;
}

describe('cn', () => {
  it('finds the classes of the app', () => {
    expect(utilities).toContain('px-4');
    expect(utilities.length).toBeGreaterThan(400);
    expect(variants).toContain('dark');
  });

  // Some 500,000 merges in each of these two: seconds on a busy machine, several times that under
  // the coverage run's counters.
  it(
    'merges every ordered pair of the utilities of the app like the full tailwind-merge',
    { timeout: 120_000 },
    () => {
      function* pairs() {
        for (const a of utilities) for (const b of utilities) yield `${a} ${b}`;
      }
      const found = mismatches(pairs());
      expect(found.slice(0, 20), `${found.length} pairs differ`).toEqual([]);
    },
  );

  it(
    'merges every utility under every variant the app uses, and with `!`, like the full tailwind-merge',
    {
      timeout: 120_000,
    },
    () => {
      function* lists() {
        for (const word of utilities) yield* [`${word} !${word}`, `!${word} ${word}`];
        for (const variant of variants) {
          for (const word of utilities) {
            yield `${variant}:${word} ${word}`;
            yield `${word} ${variant}:${word}`;
            yield `${variant}:${word} ${variant}:!${word}`;
            yield `${variant}:${word} hover:${variant}:${word} ${variant}:hover:${word}`;
          }
        }
      }
      const found = mismatches(lists());
      expect(found.slice(0, 20), `${found.length} lists differ`).toEqual([]);
    },
  );
});
