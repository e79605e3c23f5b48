import { createHash } from 'node:crypto';
import { promptGroups } from './prompts';

export type RelationKind =
  'wears' | 'rides' | 'holds' | 'on' | 'in' | 'under' | 'above' | 'beside' | 'smaller';
export type Relation =
  { kind: RelationKind; a: string[]; b: string[] } | { kind: 'count'; a: string[]; n: number };
export type Expectation = {
  prompt: string;
  group: string;
  /** Each entry: alternatives for one subject. */
  subjects: string[][];
  absent: string[];
  /** Landmarks: alternatives for each, drawn as themselves. */
  landmarks: string[][];
  lettering: string[];
  relations: Relation[];
};

const kinds = new Set<string>(['wears', 'rides', 'holds', 'on', 'in', 'under', 'above', 'beside', 'smaller']);
const alternatives = (s: string) => s.split('|').map((x) => x.trim());

function parse(line: string, group: string): Expectation {
  const [prompt = '', subjectPart = '', relationPart = ''] = line.split(' | ').map((p) => p.trim());
  const items = subjectPart ? subjectPart.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((s) => s.trim()) : [];
  const relations = relationPart
    ? relationPart.split(';').map((r): Relation => {
        const words = r.trim().split(/\s+/);
        const count = /^x(\d+)$/.exec(words.at(-1) ?? '');
        if (count)
          return { kind: 'count', a: alternatives(words.slice(0, -1).join(' ')), n: Number(count[1]) };
        const at = words.findIndex((w) => kinds.has(w));
        if (at < 1) throw new Error(`Unreadable relation "${r}" in "${line}"`);
        return {
          kind: words[at] as RelationKind,
          a: alternatives(words.slice(0, at).join(' ')),
          b: alternatives(words.slice(at + 1).join(' ')),
        };
      })
    : [];
  return {
    prompt,
    group,
    subjects: items.filter((s) => !/^[!"@]/.test(s)).map(alternatives),
    landmarks: items.filter((s) => s.startsWith('@')).map((s) => alternatives(s.slice(1))),
    absent: items.filter((s) => s.startsWith('!')).map((s) => s.slice(1)),
    lettering: items.filter((s) => s.startsWith('"')).map((s) => s.slice(1, -1)),
    relations,
  };
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The two halves: within each group, prompts ordered by a hash of their text alternate between
 * tuning and reported, so neither half is chosen by hand. The issue's own prompts are all tuning.
 */
export function heldOutSet(): { tuning: Expectation[]; reported: Expectation[] } {
  const tuning: Expectation[] = [];
  const reported: Expectation[] = [];
  for (const [group, lines] of Object.entries(promptGroups)) {
    const sorted = lines
      .map((l) => parse(l, group))
      .sort((x, y) => hashOf(x.prompt).localeCompare(hashOf(y.prompt)));
    sorted.forEach((e, i) => (group === 'issue' || i % 2 === 0 ? tuning : reported).push(e));
  }
  return { tuning, reported };
}
