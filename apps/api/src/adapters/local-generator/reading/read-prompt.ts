import { moodPalettes, colourWords, type ColourWord } from './colours';
import { findSubjects, type Mention } from './find-subjects';
import { costumes, linkSubjects, type Link } from './link-subjects';
import { consume, matchPhrases } from './phrases';
import { readRequestedText } from './requested-text';
import { settingAdjectives, settingWords, timeWords, type Setting, type TimeOfDay } from './settings';
import { styleWords, type Style } from './styles';
import { lookupSubject } from '../vocabulary/subject-index';
import type { PaletteName } from '../palettes';
import { singular, tokenize, type Token } from './words';

/** Everything the local generator understood from a prompt. */
export type PromptReading = {
  mentions: Mention[];
  /** Index of the main subject in `mentions`; undefined when nothing drawable was named. */
  hero: number | undefined;
  links: Link[];
  setting: Setting | undefined;
  /** The setting as the prompt named it ('woods', 'hills'), when it names a place. */
  settingNoun: string | undefined;
  time: TimeOfDay | undefined;
  styles: Set<Style>;
  colours: ColourWord[];
  /** Palette family from the first colour word, else from a mood word. */
  palette: PaletteName | undefined;
  /** Words the customer asked to see printed. */
  text: string | undefined;
};

export function readPrompt(prompt: string): PromptReading {
  const { text, rest } = readRequestedText(prompt);
  const tokens = tokenize(rest);
  const used = new Set<number>();

  const styles = matchPhrases(tokens, styleWords, used);
  consume(styles, tokens, used);
  const colours = matchPhrases(tokens, colourWords, used).filter((m) => isColour(tokens, m.end, m.phrase));
  consume(colours, tokens, used);
  // Names of several words first: 'hot air balloon' before 'air' can be the sky.
  const compounds = findSubjects(tokens, used, 2);
  for (const m of compounds) for (let i = m.start; i < m.end; i++) used.add(tokens[i]!.index);
  const times = matchPhrases(tokens, timeWords, used);
  consume(times, tokens, used);
  const settings = matchPhrases(tokens, settingWords, used);
  consume(settings, tokens, used);

  const bySpan = (a: Mention, b: Mention) => a.start - b.start;
  let mentions = [...compounds, ...findSubjects(tokens, used)].sort(bySpan);
  // "minimalist mountain line art": a place named alone is the subject itself.
  if (mentions.length === 0 && settings.length > 0) {
    for (const s of settings) for (let i = s.start; i < s.end; i++) used.delete(tokens[i]!.index);
    mentions = findSubjects(tokens, used);
  }
  const dressed = dressCostumes(mentions);
  const { hero, links } = linkSubjects(tokens, dressed.mentions, used);
  const setting = settings[0];
  const mood = tokens.map((t) => moodPalettes[t.word]).find(Boolean);
  return {
    mentions: dressed.mentions,
    hero: dressed.hero ?? hero,
    links: [...links.filter((l) => !dressed.links.some((d) => d.from === l.from)), ...dressed.links],
    setting: setting?.value,
    settingNoun:
      setting &&
      !settingAdjectives.has(setting.phrase) &&
      !mentions.some((m) => m.noun === singular(setting.phrase))
        ? singular(setting.phrase)
        : undefined,
    time: times[0]?.value,
    styles: new Set(styles.map((s) => s.value)),
    colours: colours.map((c) => c.value),
    palette: colours[0]?.value.palette ?? mood,
    text,
  };
}

// "an orange" is a fruit, "orange fox" a colour: a colour word that names a subject is a colour
// only when another word follows it.
function isColour(tokens: Token[], end: number, phrase: string): boolean {
  if (!lookupSubject(phrase)) return true;
  const next = tokens[end]?.word;
  return next !== undefined && !['and', 'with', 'on', 'in', 'under', 'for'].includes(next);
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
