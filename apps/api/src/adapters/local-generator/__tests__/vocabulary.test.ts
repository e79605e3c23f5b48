import { describe, expect, it } from 'vitest';
import { readPrompt } from '../reading/read-prompt';
import { buildSubjectIndex } from '../vocabulary/build-index';
import { iconArt } from '../vocabulary/icon-art';
import { indexedWords, subjectArt } from '../vocabulary/subject-index';
import { ART_KINDS } from '../vocabulary/art-sets';
import { drawDesign } from '../draw-design';
import { everydayPrompts } from './everyday-prompts';

describe('the subject vocabulary', () => {
  it('reaches at least 1,500 distinct drawable subjects by an English word', () => {
    const reachable = new Set<string>();
    for (const [word, subject] of indexedWords()) {
      if (!/^[a-z]+$/.test(word)) continue;
      const mention = readPrompt(`a ${word}`).mentions[0];
      if (mention?.subject === subject) reachable.add(subject);
    }
    expect(reachable.size).toBeGreaterThanOrEqual(1500);
  });

  it('has art for every subject it can read', () => {
    let id = 0;
    const sample = indexedWords().filter((_, i) => i % 25 === 0);
    for (const [, subject] of sample) {
      const art = subjectArt(subject);
      const kind = ART_KINDS.find((k) => art[k]);
      expect(kind, subject).toBeDefined();
      expect(
        iconArt(kind!, art[kind!]!, () => `t${id++}`),
        subject,
      ).toBeDefined();
    }
  });

  it('is committed as the build script writes it', () => {
    const committed = Object.fromEntries(indexedWords());
    const built = buildSubjectIndex();
    const rebuilt = { ...Object.fromEntries(Object.keys(built.subjects).map((s) => [s, s])), ...built.words };
    expect(committed).toEqual(rebuilt);
  }, 30_000);

  it('draws at least 90 % of the subjects named in everyday prompts', () => {
    let named = 0;
    let drawn = 0;
    const missed: string[] = [];
    for (const [prompt, expected] of everydayPrompts) {
      const { subjects } = drawDesign(prompt, 11);
      for (const subject of expected) {
        named++;
        if (subjects.includes(subject)) drawn++;
        else missed.push(`${prompt}: ${subject}`);
      }
    }
    expect(everydayPrompts.length).toBeGreaterThanOrEqual(150);
    expect(drawn / named, missed.join('\n')).toBeGreaterThanOrEqual(0.9);
  }, 60_000);
});
