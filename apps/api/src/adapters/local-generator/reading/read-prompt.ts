import { moodPalettes, colourWords, type ColourWord } from './colours';
import { findSubjects, type Mention } from './find-subjects';
import { costumes, linkSubjects, type Link } from './link-subjects';
import { asEnglish } from './estonian/as-english';
import { consume, matchPhrases } from './phrases';
import { readRequestedText } from './requested-text';
import { relationWords } from './relations';
import { settingAdjectives, settingWords, timeWords, type Setting, type TimeOfDay } from './settings';
import { styleWords, type Style } from './styles';
import { isLandmark, landmarkWords } from '../vocabulary/drawn-art';
import { lookupSubject } from '../vocabulary/subject-index';
import type { PaletteName } from '../palettes';
import { singular, tokenize, type Token } from './words';

/** Everything the local generator understood from a prompt. */
export type PromptReading = {
  mentions: Mention[];
  /** Index of the main subject in `mentions`; undefined when nothing drawable was named. */
  hero: number | undefined;
  links: Link[];
  /** The first setting named; `settings` has them all ('a lake in the forest'). */
  setting: Setting | undefined;
  settings: Setting[];
  /** Settings and times as the prompt named them ('woods', 'hills', 'sunset'), when they are nouns. */
  settingNouns: string[];
  time: TimeOfDay | undefined;
  styles: Set<Style>;
  colours: ColourWord[];
  /** Palette family from the first colour word, else from a mood word. */
  palette: PaletteName | undefined;
  /** Words the customer asked to see printed. */
  text: string | undefined;
};

export function readPrompt(prompt: string): PromptReading {
  // An Estonian prompt is read through its glossary into the English words the steps below know.
  const { text, rest } = readRequestedText(asEnglish(prompt).text);
  const tokens = tokenize(rest);
  const used = new Set<number>();

  const styles = matchPhrases(tokens, styleWords, used);
  consume(styles, tokens, used);
  // 'Tallinn old town', 'the Eiffel Tower': a landmark is drawn, not a generic city behind.
  const landmarks = matchPhrases(tokens, landmarkWords, used, 4).map((m): Mention => ({
    noun: m.phrase,
    subject: m.value,
    start: m.start,
    end: m.end,
    count: 1,
    also: [],
  }));
  for (const m of landmarks) for (let i = m.start; i < m.end; i++) used.add(tokens[i]!.index);
  const colours = matchPhrases(tokens, colourWords, used).filter((m) => isColour(tokens, m.end, m.phrase));
  // Names of several words first: 'hot air balloon' before 'air' can be the sky, and 'black cat'
  // is a subject (its colour still sets the palette).
  const compounds = findSubjects(tokens, used, 2);
  for (const m of compounds) for (let i = m.start; i < m.end; i++) used.add(tokens[i]!.index);
  consume(colours, tokens, used);
  const times = matchPhrases(tokens, timeWords, used);
  consume(times, tokens, used);
  const settings = matchPhrases(tokens, settingWords, used).filter(
    (m) => !landmarks.length || m.value !== 'city',
  );
  consume(settings, tokens, used);

  const bySpan = (a: Mention, b: Mention) => a.start - b.start;
  let mentions = [...landmarks, ...compounds, ...findSubjects(tokens, used)].sort(bySpan);
  // "minimalist mountain line art": a place named alone is the subject itself.
  if (mentions.length === 0 && settings[0] && lookupSubject(singular(settings[0].phrase))) {
    const first = settings.shift()!;
    for (let i = first.start; i < first.end; i++) used.delete(tokens[i]!.index);
    mentions = findSubjects(tokens, used);
  }
  // 'love heart': two words for one subject draw it once, under both names.
  mentions = mentions.filter((m, i) => {
    const first = mentions.find((o) => o.subject === m.subject);
    if (first === m || !first || i === 0) return true;
    first.also = [...first.also, m.noun];
    return false;
  });
  const dressed = dressCostumes(mentions);
  const { hero, links } = linkSubjects(tokens, dressed.mentions, used);
  const named = (phrase: string) =>
    !settingAdjectives.has(phrase) && !mentions.some((m) => m.noun === singular(phrase));
  const settingNouns = [
    ...settings.filter((x) => named(x.phrase)).map((x) => singular(x.phrase)),
    ...times.map((t) => t.phrase.replace(/^at /, '')).filter((t) => timeNouns.has(t)),
  ];
  const mood = tokens.map((t) => moodPalettes[t.word]).find(Boolean);
  const heroMention = dressed.mentions[dressed.hero ?? hero ?? -1];
  const lettering = text ?? sloganOf(prompt, { mentions, settings, times, styles, colours });
  const landmarkHero = heroMention !== undefined && isLandmark(heroMention.subject);
  return {
    mentions: dressed.mentions,
    hero: dressed.hero ?? hero,
    links: mergeCostumeLinks(links, dressed.links),
    setting: settings[0]?.value,
    settings: landmarkHero && settings.length === 0 ? ['sky'] : [...new Set(settings.map((x) => x.value))],
    settingNouns: [...new Set(settingNouns)],
    // A landmark alone stands under its sky, so it is drawn as a place in a window, not a strip.
    time: times[0]?.value ?? (landmarkHero ? 'day' : undefined),
    styles: new Set(styles.map((s) => s.value)),
    colours: colours.map((c) => c.value),
    palette: colours[0]?.value.palette ?? mood,
    text: lettering,
  };
}

/** Words that ask for a picture rather than name the words to print ('abstract art'). */
const pictureWords = new Set(
  'art abstract design pattern shapes shape graphic illustration logo drawing picture image print shirt t-shirt tshirt muster kunst joonis pilt'.split(
    ' ',
  ),
);

/**
 * 'good vibes only', 'stay weird': a short prompt that names nothing to draw (no subject, place,
 * time, style or colour) is the words the customer wants printed, as written.
 */
function sloganOf(prompt: string, found: Record<string, unknown[]>): string | undefined {
  if (Object.values(found).some((list) => list.length > 0)) return undefined;
  const words = prompt.trim().toLowerCase().split(/\s+/u);
  if (words.length < 2 || words.length > 6 || words.some((w) => pictureWords.has(w))) return undefined;
  return (
    prompt
      .replace(/\s+/gu, ' ')
      .trim()
      .replace(/^["'“”‘’]+|["'“”‘’.!]+$/gu, '') || undefined
  );
}

// "an orange" is a fruit, "orange fox" a colour: a colour word that names a subject is a colour
// only when another word follows it.
function isColour(tokens: Token[], end: number, phrase: string): boolean {
  if (!lookupSubject(phrase)) return true;
  const next = tokens[end]?.word;
  return next !== undefined && !relationWords[next] && !['a', 'an', 'the', 'for', 'at', 'of'].includes(next);
}

/** Times of day that are drawn (a sun on the horizon, a moon) and named as nouns. */
const timeNouns = new Set(['sunset', 'sunrise', 'dawn', 'dusk', 'twilight', 'night', 'midnight']);

/**
 * The costume links replace whatever the words between a costume and its wearer said, and what
 * was linked to the costume belongs to its wearer ('viking cat with an axe': the cat holds it).
 */
function mergeCostumeLinks(links: Link[], costumeLinks: Link[]): Link[] {
  const wearerOf = (i: number) => costumeLinks.find((c) => c.from === i)?.to ?? i;
  const inPair = (l: Link) =>
    costumeLinks.some((c) => (c.from === l.from && c.to === l.to) || (c.from === l.to && c.to === l.from));
  const kept = links
    .filter((l) => !inPair(l) && !costumeLinks.some((c) => c.from === l.from))
    .map((l) => ({ ...l, to: wearerOf(l.to) }));
  return [...kept, ...costumeLinks];
}

/** "cat astronaut", "astronaut cat": the role noun dresses the creature next to it. */
function dressCostumes(mentions: Mention[]): { mentions: Mention[]; links: Link[]; hero?: number } {
  const links: Link[] = [];
  let hero: number | undefined;
  const out = mentions.map((m) => ({ ...m }));
  for (let k = 0; k + 1 < out.length; k++) {
    const [a, b] = [out[k]!, out[k + 1]!];
    if (a.end !== b.start) continue;
    const costumeOfB = costumes[b.noun] && lookupSubject(costumes[b.noun]!);
    const costumeOfA = costumes[a.noun] && lookupSubject(costumes[a.noun]!);
    if (costumeOfB && !costumes[a.noun]) {
      b.subject = costumeOfB;
      links.push({ from: k + 1, to: k, role: 'worn' });
    } else if (costumeOfA && !costumes[b.noun]) {
      a.subject = costumeOfA;
      links.push({ from: k, to: k + 1, role: 'worn' });
      if (k === 0) hero = 1;
    }
  }
  return hero === undefined ? { mentions: out, links } : { mentions: out, links, hero };
}
