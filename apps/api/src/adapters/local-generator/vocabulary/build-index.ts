import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { singular } from '../reading/words';
import { ART_KINDS, ART_SETS, isToneVariant, type ArtKind } from './art-sets';
import { nonSubjects } from './non-subjects';
import { silhouettes, synonyms } from './synonyms';

/**
 * Builds the subject index from the icon sets, emojilib's keywords and the curated words. Run by
 * `apps/api/scripts/build-subject-index.ts`, which commits the result as subject-index.json: the
 * sets weigh 43 MB of JSON and take ~0.5 s to parse, far too much to do while a customer waits.
 */
export type SubjectIndexFile = {
  /** subject -> its drawings "flat|noto|line|silhouette"; '=' is the subject's own slug, '' none. */
  subjects: Record<string, string>;
  /** word or phrase a customer may write -> subject, where the two differ. */
  words: Record<string, string>;
};

const require = createRequire(import.meta.url);
const slug = (phrase: string) => phrase.replace(/ /g, '-');
const phrase = (name: string) => name.replace(/-/g, ' ');

export function readIconNames(kind: ArtKind): Set<string> {
  const file = require.resolve(`@iconify-json/${ART_SETS[kind]}/icons.json`);
  const json = JSON.parse(readFileSync(file, 'utf8')) as { icons: Record<string, unknown> };
  const all = new Set(Object.keys(json.icons));
  return new Set([...all].filter((n) => !isToneVariant(n, (base) => all.has(base))));
}

/** emojilib's keyword lists, keyed by the fluent icon they describe. */
function emojiKeywords(): Map<string, string[]> {
  const chars = JSON.parse(
    readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/chars.json'), 'utf8'),
  ) as Record<string, string>;
  const lib = JSON.parse(readFileSync(require.resolve('emojilib/dist/emoji-en-US.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const out = new Map<string, string[]>();
  for (const [emoji, keywords] of Object.entries(lib)) {
    const points = [...emoji].map((c) => c.codePointAt(0)!.toString(16));
    const name = chars[points.join('-')] ?? chars[points.filter((p) => p !== 'fe0f').join('-')];
    if (name) out.set(name, keywords);
  }
  return out;
}

// A derived word must look like a plain English noun: letters only, not a mood or colour word.
const plainWord = (w: string) =>
  /^[a-z]+( [a-z]+){0,3}$/.test(w) && !w.split(' ').every((t) => nonSubjects.has(t));

export function buildSubjectIndex(): SubjectIndexFile {
  const names = Object.fromEntries(ART_KINDS.map((k) => [k, readIconNames(k)])) as Record<
    ArtKind,
    Set<string>
  >;
  const art = new Map<string, Record<ArtKind, string>>();
  const words = new Map<string, string>();
  const add = (subject: string, kind: ArtKind, name: string) => {
    const entry = art.get(subject) ?? { flat: '', noto: '', line: '', silhouette: '' };
    if (!entry[kind]) entry[kind] = name;
    art.set(subject, entry);
  };

  // Every colour icon is a subject named as its icon; its outline and silhouette twins join it.
  // A name that is a mood or colour word alone ('sleepy', 'black') is no subject to draw.
  const drawable = (name: string) => !nonSubjects.has(phrase(name));
  for (const kind of ['flat', 'noto'] as const) {
    for (const name of names[kind]) if (drawable(name)) add(phrase(name), kind, name);
  }
  for (const [subject, entry] of art) {
    const s = slug(subject);
    if (names.line.has(entry.flat || s)) entry.line = entry.flat || s;
    if (names.silhouette.has(s)) entry.silhouette = s;
  }
  // Silhouettes with no colour twin are subjects of their own, drawn in the palette's colours.
  for (const name of names.silhouette) {
    if (!art.has(phrase(name)) && drawable(name)) add(phrase(name), 'silhouette', name);
  }
  const problems: string[] = [];
  for (const [subject, icon] of Object.entries(silhouettes)) {
    if (!art.has(subject)) problems.push(`silhouettes: no subject '${subject}'`);
    else if (!names.silhouette.has(icon)) problems.push(`silhouettes: no game icon '${icon}'`);
    else art.get(subject)!.silhouette = icon;
  }

  const claim = (word: string, subject: string) => {
    if (!words.has(word) && !art.has(word) && plainWord(word)) words.set(word, subject);
  };
  // "cat face" is also reached as "cat" when no icon is called just "cat".
  for (const subject of art.keys()) {
    const bare = subject.replace(/ (face|head)$/, '');
    // 'cat face' -> cat, but 'sleepy face' names a mood, not a sleepy.
    if (bare !== subject && !nonSubjects.has(bare)) claim(bare, subject);
  }
  // emojilib's first keyword is the emoji's name, the others tags; earlier tags describe it best.
  const tagged = [...emojiKeywords()].flatMap(([icon, keywords]) =>
    keywords.slice(1).map((k, rank) => ({ icon, word: k.replace(/_/g, ' ').toLowerCase(), rank })),
  );
  tagged.sort((a, b) => a.rank - b.rank || a.icon.length - b.icon.length || a.icon.localeCompare(b.icon));
  // Tags are often adjectives ('wise' on the owl, 'sunny' on the beach): a tag only becomes a
  // word for a subject when some icon name uses it too, which nouns mostly do.
  const nameWords = new Set([...art.keys()].flatMap((s) => s.split(' ')));
  for (const { icon, word } of tagged) {
    const noun = singular(word);
    if (art.has(phrase(icon)) && !/ing$|ed$/.test(word) && (nameWords.has(noun) || nameWords.has(word))) {
      claim(noun, phrase(icon));
    }
  }
  // The last word of a name ("police car" -> "car") goes to the shortest name ending in it.
  const byLength = [...art.keys()].sort((a, b) => a.length - b.length || a.localeCompare(b));
  for (const subject of byLength) {
    const last = subject.split(' ').at(-1)!;
    if (subject.includes(' ') && art.get(subject)!.flat && !/ing$/.test(last)) claim(singular(last), subject);
  }

  // Curated words win over everything derived, and must all lead somewhere.
  for (const [word, target] of Object.entries(synonyms)) {
    if (!art.has(target)) problems.push(`synonyms: '${word}' -> no subject '${target}'`);
    else if (word !== target) words.set(word, target);
    else words.delete(word);
  }
  for (const [word] of words) if (art.has(word) && !(word in synonyms)) words.delete(word);
  if (problems.length) throw new Error(problems.join('\n'));

  const encode = (subject: string, entry: Record<ArtKind, string>) =>
    ART_KINDS.map((k) => (entry[k] === slug(subject) ? '=' : entry[k])).join('|');
  const sorted = <T>(m: Map<string, T>) => [...m].sort(([a], [b]) => a.localeCompare(b));
  return {
    subjects: Object.fromEntries(sorted(art).map(([s, e]) => [s, encode(s, e)])),
    words: Object.fromEntries(sorted(words)),
  };
}
