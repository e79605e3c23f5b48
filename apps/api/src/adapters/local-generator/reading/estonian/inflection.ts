/**
 * The forms of an Estonian word from its principal parts, table-driven: the case endings join the
 * genitive (singular or plural) stem, as in every Estonian grammar ('kassi' -> kassiga, kassil,
 * kassis; 'kasside' -> kassidega). Irregular forms come from the principal parts themselves.
 */
export type Case =
  | 'nominative'
  | 'genitive'
  | 'partitive'
  | 'illative'
  | 'inessive'
  | 'elative'
  | 'allative'
  | 'adessive'
  | 'ablative'
  | 'translative'
  | 'terminative'
  | 'essive'
  | 'abessive'
  | 'comitative';

export type Form = { form: string; case: Case; plural: boolean };

// The endings that join the genitive stem: -sse (kassisse), -s, -st, -le, -l, -lt, -ks, -ni, -na, -ta, -ga.
const endings: [string, Case][] = [
  ['sse', 'illative'],
  ['s', 'inessive'],
  ['st', 'elative'],
  ['le', 'allative'],
  ['l', 'adessive'],
  ['lt', 'ablative'],
  ['ks', 'translative'],
  ['ni', 'terminative'],
  ['na', 'essive'],
  ['ta', 'abessive'],
  ['ga', 'comitative'],
];

const onStem = (stem: string, plural: boolean): Form[] =>
  endings.map(([ending, c]) => ({ form: stem + ending, case: c, plural }));

/** Every form of one word: 'rebane rebase rebast rebaseid' or '+prillid prillide prille'. */
export function declension(parts: string): Form[] {
  const words = parts.trim().split(/\s+/);
  if (words[0]!.startsWith('+')) {
    const [nominative, genitive, partitive] = [words[0]!.slice(1), words[1]!, words[2]!];
    return [
      { form: nominative, case: 'nominative', plural: true },
      { form: genitive, case: 'genitive', plural: true },
      { form: partitive, case: 'partitive', plural: true },
      ...onStem(genitive, true),
    ];
  }
  const [nominative, genitive, partitive, partitivePlural, genitivePluralGiven] = words as [
    string,
    string,
    string,
    string?,
    string?,
  ];
  const singular: Form[] = [
    { form: nominative, case: 'nominative', plural: false },
    { form: genitive, case: 'genitive', plural: false },
    { form: partitive, case: 'partitive', plural: false },
    ...onStem(genitive, false),
  ];
  if (!partitivePlural) return singular;
  // The genitive plural from the partitive: rebast -> rebaste, kuud -> kuude, kassi -> kasside.
  const genitivePlural =
    genitivePluralGiven ?? (/[td]$/.test(partitive) ? `${partitive}e` : `${partitive}de`);
  // The long partitive plural every word also has: kassisid beside kasse, rebaseid.
  const longPartitive = /[aeiouõäöü]$/.test(partitive) ? `${partitive}sid` : `${genitive}id`;
  return [
    ...singular,
    { form: `${genitive}d`, case: 'nominative', plural: true },
    { form: genitivePlural, case: 'genitive', plural: true },
    { form: partitivePlural, case: 'partitive', plural: true },
    { form: longPartitive, case: 'partitive', plural: true },
    ...onStem(genitivePlural, true),
  ];
}

/** The present participle, used as an adjective: lugev (reading), jooksev (running). */
export function presentParticiple(parts: string): string {
  const stem = parts.trim().split(/\s+/)[0]!.replace(/ma$/, '');
  return /[aeiouõäöü]$/.test(stem) ? `${stem}v` : `${stem}ev`;
}

/**
 * The verb forms a prompt uses, from 'lugema lugeda loe': loeb, loevad, loe (present), lugev
 * (participle), lugema, lugemas, lugemine, lugeda, lugedes, luges, lugesid.
 */
export function conjugation(parts: string): string[] {
  const [maForm, daForm, present] = parts.trim().split(/\s+/) as [string, string, string];
  const stem = maForm.replace(/ma$/, '');
  const vowel = /[aeiouõäöü]$/.test(stem);
  return [
    ...['b', 'vad', 'n', 'd', 'me', 'te', '', 'ge'].map((e) => present + e),
    maForm,
    `${stem}mas`,
    `${stem}mast`,
    `${stem}mine`,
    presentParticiple(parts),
    vowel ? `${stem}s` : `${stem}is`,
    vowel ? `${stem}sid` : `${stem}id`,
    daForm,
    `${daForm.replace(/a$/, '')}es`,
  ];
}
