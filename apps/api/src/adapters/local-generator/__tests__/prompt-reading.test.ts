import { describe, expect, it } from 'vitest';
import { readPrompt } from '../reading/read-prompt';

const nouns = (prompt: string) => readPrompt(prompt).mentions.map((m) => m.noun);
const links = (prompt: string) => {
  const r = readPrompt(prompt);
  return r.links.map((l) => `${r.mentions[l.from]!.noun} ${l.role} ${r.mentions[l.to]!.noun}`);
};

describe('reading a prompt', () => {
  it('finds the subjects, not the mood or colour words around them', () => {
    expect(nouns('a red fox reading a book under the moon')).toEqual(['fox', 'book', 'moon']);
    expect(nouns('funny taco with sunglasses')).toEqual(['taco', 'sunglasses']);
    expect(nouns('a happy cute little cool dog')).toEqual(['dog']);
  });

  it('reads plurals, irregular ones included, as singular nouns and counts them', () => {
    const r = readPrompt('three wolves and some mice with geese and cacti');
    expect(r.mentions.map((m) => m.noun)).toEqual(['wolf', 'mouse', 'goose', 'cactus']);
    expect(r.mentions[0]!.count).toBe(3);
    expect(nouns('cookies and puppies')).toEqual(['cookie', 'puppy']);
    expect(nouns('a bowl of ramen on mars')).toContain('ramen');
  });

  it('draws synonyms with the subject they name, keeping the word the customer used', () => {
    const r = readPrompt('a kitten and a pup with a coffee');
    expect(r.mentions.map((m) => [m.noun, m.subject])).toEqual([
      ['kitten', 'cat'],
      ['pup', 'dog'],
      ['coffee', 'hot beverage'],
    ]);
  });

  it('reads names of several words as one subject', () => {
    expect(nouns('an ice cream cone and a hot air balloon')).toEqual(['ice cream cone', 'hot air balloon']);
    expect(nouns('a hot dog next to a palm tree')).toEqual(['hot dog', 'palm tree']);
    // A hot dog is no dog; an electric guitar is a guitar.
    expect(readPrompt('a hot dog').mentions[0]!.also).toEqual([]);
    expect(readPrompt('an electric guitar').mentions[0]!.also).toEqual(['guitar']);
  });

  it('tells verbs from nouns that look alike', () => {
    expect(nouns('birds fly over the mountains')).toEqual(['bird']);
    expect(nouns('a fly on a flower')).toEqual(['fly', 'flower']);
  });

  it('reads how subjects relate: worn, held, ridden, above, in and beside', () => {
    expect(links('a duck wearing a top hat')).toEqual(['top hat worn duck']);
    expect(links('a pug with sunglasses')).toEqual(['sunglasses worn pug']);
    expect(links('a bear holding a fish and a coffee')).toEqual(['fish held bear', 'coffee held bear']);
    expect(links('a mouse riding a bicycle')).toEqual(['bicycle mount mouse']);
    expect(links('a cat on a skateboard under the moon')).toEqual(['skateboard mount cat', 'moon above cat']);
    expect(links('a hamster in a teacup')).toEqual(['teacup container hamster']);
    expect(links('an eagle over a volcano')).toEqual(['volcano below eagle']);
    expect(links('a fox and an owl')).toEqual(['owl beside fox']);
  });

  it('makes the wearer the hero when the worn thing comes first', () => {
    const r = readPrompt('sunglasses on a cat');
    expect(r.mentions[r.hero!]!.noun).toBe('cat');
  });

  it('dresses a creature in its role: a cat astronaut wears the helmet', () => {
    const r = readPrompt('cute cat astronaut floating in space');
    expect(r.mentions.map((m) => [m.noun, m.subject])).toEqual([
      ['cat', 'cat'],
      ['astronaut', 'astronaut helmet'],
    ]);
    expect(links('cute cat astronaut floating in space')).toEqual(['astronaut worn cat']);
    expect(r.setting).toBe('space');
  });

  it('reads the setting, the time of day and names them when they are places', () => {
    const r = readPrompt('a bear camping by the lake at sunset');
    expect(r.settings).toEqual(['forest', 'lake']);
    expect(r.time).toBe('sunset');
    expect(r.settingNouns).toEqual(['lake', 'sunset']);
    // A place named alone is the subject.
    expect(nouns('minimalist mountain line art')).toEqual(['mountain']);
  });

  it('reads every style it knows', () => {
    const styles = (p: string) => [...readPrompt(p).styles];
    expect(styles('minimalist line art owl')).toEqual(['minimal', 'line']);
    expect(styles('retro vintage synthwave neon kawaii grunge')).toEqual([
      'retro',
      'vintage',
      'synthwave',
      'neon',
      'kawaii',
      'grunge',
    ]);
    expect(styles('geometric badge sticker pixel art silhouette')).toEqual([
      'geometric',
      'badge',
      'sticker',
      'pixel',
      'silhouette',
    ]);
    expect(styles('a cute cat')).toEqual(['kawaii']);
  });

  it('takes the palette from colour words, and tells an orange fox from an orange', () => {
    const fox = readPrompt('an orange fox with a blue scarf');
    expect(fox.colours.map((c) => c.hex)).toEqual(['#fb8500', '#1d70b8']);
    expect(fox.palette).toBe('sunset');
    expect(nouns('an orange fox')).toEqual(['fox']);
    expect(nouns('an orange and a lemon')).toEqual(['orange', 'lemon']);
  });

  it('prints words only when asked for them', () => {
    expect(readPrompt('a cat saying "hello world" in retro style').text).toBe('hello world');
    expect(readPrompt("a dog with the text 'good boy'").text).toBe('good boy');
    expect(readPrompt('a bear that says stay wild, vintage').text).toBe('stay wild');
    expect(readPrompt('the word FREEDOM over an eagle').text).toBe('FREEDOM over an eagle');
    expect(readPrompt('bold typography: STAY WEIRD').text).toBe('STAY WEIRD');
    expect(readPrompt('a red fox reading a book under the moon').text).toBeUndefined();
    expect(readPrompt("the cat's pajamas").text).toBeUndefined();
  });

  it('finds nothing drawable in a slogan without subjects', () => {
    const r = readPrompt('good vibes only');
    expect(r.mentions).toEqual([]);
    expect(r.hero).toBeUndefined();
  });

  it('prints a short prompt that names nothing to draw as its words, as written', () => {
    expect(readPrompt('good vibes only').text).toBe('good vibes only');
    expect(readPrompt('hea tuju ainult!').text).toBe('hea tuju ainult');
    // A picture asked for, or anything the vocabulary draws, is no slogan.
    expect(readPrompt('abstract art').text).toBeUndefined();
    expect(readPrompt('a happy fox').text).toBeUndefined();
    expect(readPrompt('neon vibes').text).toBeUndefined();
    expect(readPrompt('sunset beach').text).toBeUndefined();
  });
});
