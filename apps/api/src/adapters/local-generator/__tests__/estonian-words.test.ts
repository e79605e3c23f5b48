import { describe, expect, it } from 'vitest';
import { analyseWord } from '../reading/estonian/analyse-word';
import { asEnglish } from '../reading/estonian/as-english';
import { isEnglish } from '../reading/estonian/detect-language';
import { conjugation, declension } from '../reading/estonian/inflection';
import { readPrompt } from '../reading/read-prompt';
import { estonianWords } from '../vocabulary/estonian/lexicon';
import { lookupSubject } from '../vocabulary/subject-index';

const gloss = (prompt: string) => asEnglish(prompt).text;
const first = (word: string) => {
  const r = analyseWord(word)[0];
  return r && r.kind !== 'verb' ? `${r.en} ${r.case}${r.plural ? ' plural' : ''}` : r?.en;
};

describe('Estonian word forms', () => {
  it('declines a noun from its principal parts', () => {
    const forms = declension('rebane rebase rebast rebaseid');
    const form = (c: string, plural: boolean) =>
      forms.filter((f) => f.case === c && f.plural === plural).map((f) => f.form);
    expect(form('comitative', false)).toEqual(['rebasega']);
    expect(form('nominative', true)).toEqual(['rebased']);
    expect(form('genitive', true)).toEqual(['rebaste']);
    expect(form('partitive', true)).toEqual(['rebaseid', 'rebaseid']);
    expect(form('adessive', true)).toEqual(['rebastel']);
    expect(declension('kass kassi kassi kasse').find((f) => f.form === 'kassidega')).toEqual({
      form: 'kassidega',
      case: 'comitative',
      plural: true,
    });
  });

  it('conjugates a verb into the forms customers write', () => {
    expect(conjugation('lugema lugeda loe')).toEqual(
      expect.arrayContaining(['loeb', 'loevad', 'lugema', 'lugemas', 'lugeda', 'lugedes', 'lugev', 'luges']),
    );
    expect(conjugation('jooksma joosta jookse')).toEqual(
      expect.arrayContaining(['jookseb', 'jooksev', 'jooksis']),
    );
  });

  it('reads cases, plurals, compounds and loanwords', () => {
    expect(first('mütsiga')).toBe('hat comitative');
    expect(first('punase')).toBe('red genitive');
    expect(first('laual')).toBeUndefined();
    expect(first('kassid')).toBe('cat nominative plural');
    expect(first('tähtede')).toBe('star genitive plural');
    expect(first('metsas')).toBe('forest inessive');
    expect(first('kastist')).toBe('box elative');
    expect(first('kuule')).toBe('moon allative');
    expect(first('kohvitassiga')).toBe('coffee cup comitative');
    expect(first('robotiga')).toBe('robot comitative');
    expect(first('laptopiga')).toBe('laptop comitative');
    expect(first('loeb')).toBe('reading');
    expect(first('lugemas')).toBe('reading');
  });
});

describe('Estonian prompts in English order', () => {
  it('puts a postposition before its noun and a case ending as a preposition', () => {
    expect(gloss('punane rebane loeb raamatut kuu all')).toBe('a red fox reading a book under a moon');
    expect(gloss('kass punase mütsiga')).toBe('a cat with a red hat');
    expect(gloss('kass karbi sees')).toBe('a cat in a box');
    expect(gloss('kass istub kastis')).toBe('a cat sitting in a box');
    expect(gloss('koer puu taga')).toBe('a dog behind a tree');
    expect(gloss('koer maja ees')).toBe('a dog in front of a house');
    expect(gloss('rebane kivi kõrval')).toBe('a fox next to a rock');
    expect(gloss('kotkas lendab üle mägede')).toBe('an eagle flying over the mountains');
    expect(gloss('draakon lossi ümber')).toBe('a dragon around a castle');
    expect(gloss('karu lõkke juures')).toBe('a bear at a campfire');
  });

  it('reads what a subject wears, holds or carries from the word after it', () => {
    expect(gloss('kass, müts peas')).toBe('a cat wearing a hat');
    expect(gloss('rüütel, mõõk käes')).toBe('a knight holding a sword');
    expect(gloss('kilpkonn, maja seljas')).toBe('a turtle a house on its back');
  });

  it('puts attributes Estonian writes before a noun after it, as English does', () => {
    expect(gloss('punase mütsiga kass')).toBe('a cat with a red hat');
    expect(gloss('raamatut lugev rebane')).toBe('a fox reading a book');
    expect(gloss('suure kuu all istuv must kass')).toBe('a black cat sitting under a big moon');
    expect(gloss('kass mütsiga kuu all')).toBe('a cat with a hat under a moon');
  });

  it('names a subject again with the noun right after it', () => {
    expect(gloss('kass astronaut kosmoses')).toBe('a cat astronaut in a space');
    expect(readPrompt('kass astronaut').links).toEqual([{ from: 1, to: 0, role: 'worn' }]);
    expect(readPrompt('Tallinna vanalinn öösel').mentions.map((m) => m.subject)).toEqual([
      'tallinn old town',
    ]);
  });

  it('counts with Estonian numbers and plurals', () => {
    const two = readPrompt('kaks pingviini jäätisega').mentions[0]!;
    expect([two.noun, two.count]).toEqual(['penguin', 2]);
    const three = readPrompt('kolm punast rebast').mentions[0]!;
    expect([three.noun, three.count]).toEqual(['fox', 3]);
    expect(readPrompt('kassid').mentions[0]!.count).toBe(2);
    expect(readPrompt('kuus kassi').mentions[0]!.count).toBe(6);
    expect(readPrompt('kass kuus').mentions.map((m) => m.noun)).toEqual(['cat', 'moon']);
  });

  it('reads sizes, styles, places and times', () => {
    const r = readPrompt('hiiglaslik porgand metsas öösel pikslikunstis');
    expect(r.mentions[0]!.scale).toBe(1.6);
    expect([...r.styles, r.setting, r.time]).toEqual(['pixel', 'forest', 'night']);
    expect(readPrompt('minimalistlik mägi päikeseloojangul').time).toBe('sunset');
    expect([...readPrompt('armas kass retrostiilis').styles]).toEqual(['kawaii', 'retro']);
    expect([...readPrompt('8-bitine seen').styles]).toEqual(['pixel']);
  });

  it('rides what the verb rides, and drops what a subject is without', () => {
    expect(gloss('koer sõidab rulaga')).toBe('a dog riding a skateboard');
    expect(gloss('kass mütsita')).toBe('a cat');
    expect(gloss('kass ilma mütsita')).toBe('a cat');
  });

  it('prints the words asked for as written', () => {
    expect(readPrompt('kass kirjaga "Tere õhtust"').text).toBe('Tere õhtust');
    expect(readPrompt('rebane tekstiga Hea tuju, punane').text).toBe('Hea tuju');
    expect(readPrompt('rebane tekstiga Hea tuju, punane').colours.map((c) => c.hex)).toEqual(['#e63946']);
  });
});

describe('the Estonian vocabulary', () => {
  it('maps every word to an English word the reader knows', () => {
    const unknown = estonianWords.flatMap(([, table]) =>
      Object.keys(table).filter((en) => !lookupSubject(en) && !en.split(' ').every(isEnglish)),
    );
    expect(unknown).toEqual([]);
  });
});
