import { estonianWords, type WordKind } from '../../vocabulary/estonian/lexicon';
import { verbs } from '../../vocabulary/estonian/verbs';
import { conjugation, declension, presentParticiple, type Case } from './inflection';

/**
 * One way to read an Estonian word form: the English word, for a noun its case and number, for a
 * verb whether it is the participle ('lugev') that stands before a noun like an adjective.
 */
export type Reading =
  | { kind: WordKind; en: string; case: Case; plural: boolean; name: boolean }
  | { kind: 'verb'; en: string; participle: boolean };

type WordIndex = { forms: Map<string, Reading[]>; stems: Map<string, Reading> };
let built: WordIndex | undefined;

/** Every form of every word in the Estonian vocabulary (~20,000), built on first use (~60 ms). */
export function wordIndex(): WordIndex {
  if (built) return built;
  const forms = new Map<string, Reading[]>();
  const stems = new Map<string, Reading>();
  const add = (form: string, reading: Reading) => {
    const list = forms.get(form) ?? [];
    if (!list.some((r) => sameReading(r, reading))) list.push(reading);
    forms.set(form, list);
  };
  for (const [kind, table] of estonianWords) {
    for (const [en, alternatives] of Object.entries(table)) {
      for (const parts of alternatives.split('|')) {
        const name = parts.trim().split(/\s+/).length === 3 && !parts.trim().startsWith('+');
        for (const f of declension(parts)) {
          const reading: Reading = { kind, en, case: f.case, plural: f.plural, name };
          add(f.form, reading);
          // The first part of a compound is a nominative or genitive: 'kohvi|tass', 'nõia|kübar'.
          if (!f.plural && (f.case === 'nominative' || f.case === 'genitive') && !stems.has(f.form))
            stems.set(f.form, reading);
        }
      }
    }
  }
  for (const [en, alternatives] of Object.entries(verbs))
    for (const parts of alternatives.split('|'))
      for (const form of conjugation(parts))
        add(form, { kind: 'verb', en, participle: form === presentParticiple(parts) });
  built = { forms, stems };
  return built;
}

function sameReading(a: Reading, b: Reading): boolean {
  if (a.kind !== b.kind || a.en !== b.en) return false;
  if (a.kind === 'verb' || b.kind === 'verb')
    return a.kind === 'verb' && b.kind === 'verb' && a.participle === b.participle;
  return a.case === b.case && a.plural === b.plural;
}
