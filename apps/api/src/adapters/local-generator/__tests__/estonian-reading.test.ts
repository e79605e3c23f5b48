import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { colourWords } from '../reading/colours';
import { asEnglish } from '../reading/estonian/as-english';
import { readPrompt } from '../reading/read-prompt';
import { estonianPrompts, type ExpectedScene } from './estonian-prompts';
import { everydayPrompts } from './everyday-prompts';

/** The scene the generator reads in a prompt, in the fixture's terms. */
function sceneOf(prompt: string): ExpectedScene {
  const r = readPrompt(prompt);
  const colourName = (hex: string) => Object.entries(colourWords).find(([, c]) => c.hex === hex)![0];
  return {
    subjects: r.mentions.map((m) => (m.count > 1 ? `${m.count} ${m.noun}` : m.noun)),
    colours: r.colours.map((c) => colourName(c.hex)),
    actions: asEnglish(prompt).actions,
    relations: r.links.map((l) => `${r.mentions[l.from]!.noun} ${l.role} ${r.mentions[l.to]!.noun}`),
    places: [...r.settings, ...(r.time ? [r.time] : [])],
  };
}

const tuning = estonianPrompts.filter((p) => !p.heldOut);
const heldOut = estonianPrompts.filter((p) => p.heldOut);

describe('reading Estonian prompts', () => {
  it.each(tuning.map((p) => [p.et, p.expected] as const))('reads "%s"', (et, expected) => {
    expect(sceneOf(et)).toEqual(expected);
  });

  it('reads the held-out prompts it was not tuned on', () => {
    const full = heldOut.filter((p) => isDeepStrictEqual(sceneOf(p.et), p.expected)).map((p) => p.et);
    console.info(`Estonian held-out prompts read fully: ${full.length} of ${heldOut.length}`);
    expect(full).toEqual(HELD_OUT_READ_FULLY);
  });
});

// Read blind, 18 of 24. Two Estonian word-order rules came after and read two more (the
// attribute before its noun, 'päikeseprillidega flamingo'; no article in 'kass astronaudina'),
// so those two no longer measure anything unseen. A change that reads more or fewer shows here.
const HELD_OUT_READ_FULLY = [
  'must kass nõiakübaraga',
  'pesukaru sööb pitsat',
  'kaheksajalg mängib trumme',
  'lõvi kannab kuldset krooni',
  'siil kohvitassiga',
  'kotkas lendab üle mägede',
  'liblikas päevalille peal',
  'kaks kutsikat korvis',
  'hobune jookseb põllul',
  'väike robot hoiab lille',
  'lilla dinosaurus rulal',
  'kass punase mütsiga kastis',
  'kass astronaudina kosmoses',
  'kolm punast õhupalli',
  'ükssarvik hüppab üle vikerkaare',
  'laisk kass magab diivanil',
  'rebane ja jänes istuvad kuu all',
  'hiiglaslik kaheksajalg laeva ümber',
  'päikeseprillidega flamingo rannas päikeseloojangul',
  'tüdruk loeb puu all raamatut',
];

describe('telling the language from the prompt', () => {
  it('keeps every English prompt exactly as written', () => {
    for (const [prompt] of everydayPrompts)
      expect(asEnglish(prompt)).toEqual({ text: prompt, language: 'en', actions: [] });
  });

  it('keeps a mostly English prompt English, an Estonian name or a quoted Estonian text included', () => {
    expect(asEnglish('all you need is love').language).toBe('en');
    expect(asEnglish('a cat in Tallinn old town').language).toBe('en');
    expect(asEnglish('a fox saying "Tere hommikust"').language).toBe('en');
  });

  it('reads Estonian from its words and its letters', () => {
    expect(asEnglish('kass').language).toBe('et');
    expect(asEnglish('öökull').language).toBe('et');
  });
});
