import type { EstonianNouns } from './lexicon';

/**
 * Postpositions after a noun in the genitive ('kuu all' = under the moon), read as the English
 * preposition before it. Some say what a subject does with the thing: 'müts peas' = wearing a
 * hat, 'mõõk käes' = holding a sword, 'maja seljas' = a house on its back.
 */
// prettier-ignore
export const postpositions: Record<string, string> = {
  all: 'under', alla: 'under', alt: 'from', peal: 'on', peale: 'onto', pealt: 'from', otsas: 'on top of', otsa: 'onto',
  kohal: 'above', kohale: 'above', kõrval: 'next to', kõrvale: 'next to', taga: 'behind', taha: 'behind', tagant: 'behind',
  ees: 'in front of', ette: 'in front of', eest: 'in front of', vastas: 'in front of', sees: 'in', sisse: 'into', seest: 'out of',
  üle: 'over', ümber: 'around', juures: 'at', juurde: 'at', ääres: 'by', äärde: 'by', lähedal: 'near', läheduses: 'near',
  vahel: 'between', vahele: 'between', keskel: 'among', seas: 'among', hulgas: 'among', poole: 'at', suunas: 'at', vastu: 'against',
  sarnane: 'like',
};

/** Postpositions that make the noun before them worn, held or carried by the subject. */
// prettier-ignore
export const possessingPostpositions: Record<string, { before?: string; after?: string }> = {
  peas: { before: 'wearing' }, pähe: { before: 'wearing' }, kaelas: { before: 'wearing' }, silmis: { before: 'wearing' },
  jalas: { before: 'wearing' }, käes: { before: 'holding' }, käppades: { before: 'holding' }, suus: { before: 'holding' },
  seljas: { after: 'on its back' }, turjal: { after: 'on its back' },
};

/** Prepositions before a noun ('üle mägede' = over the mountains); 'ilma' (without) drops it. */
// prettier-ignore
export const prepositions: Record<string, string> = {
  üle: 'over', ümber: 'around', läbi: 'through', keset: 'among', mööda: 'along', ilma: 'without', vastu: 'against',
};

/** Words read as they stand: conjunctions, times said as adverbs, the words asking for text. */
// prettier-ignore
export const fixedWords: Record<string, string> = {
  ja: 'and', ning: 'and', ega: 'and', või: 'and', versus: 'versus', vs: 'vs', öösel: 'at night', päeval: 'day', õhtul: 'evening',
  hommikul: 'morning', talvel: 'winter', suvel: 'summer', kevadel: 'spring', sügisel: 'autumn', kuuvalgel: 'moonlit', välja: '',
  on: '', ongi: '', oli: '', olev: '', see: '', too: '', mis: '', kes: '', kus: '', kui: '', väga: '', ka: '', nagu: '', mingi: '',
  oma: '', tema: '', selle: '', ühes: '', üksi: '', koos: 'together', lendu: '', üles: '', maas: '',
  bitine: 'bit', bitise: 'bit', bitises: 'bit', bitist: 'bit', kirjaga: '', tekstiga: '', sõnadega: '', sõnaga: '', loosungiga: '', pealkirjaga: '', ütleb: '', ütlemas: '', kirjas: '',
};

/** Numbers, declined like nouns ('kahe kassiga' = with two cats). */
// prettier-ignore
export const numbers: EstonianNouns = {
  one: 'üks ühe üht | üks ühe ühte', two: 'kaks kahe kahte', three: 'kolm kolme kolme', four: 'neli nelja nelja', five: 'viis viie viit',
  six: 'kuus kuue kuut', several: 'mitu mitme mitut | mitmed mitmete mitmeid', couple: 'paar paari paari', many: 'palju palju palju',
};
