import type { Locale } from '@prompttee/domain';
import type { Values } from '../translator';
import { isKnownWord, wordIn } from './value-words';
import { VALIDATION_CATALOGUES, validationTexts, type ValidationKey } from './validation-texts';

// The domain's texts without values, by their English words.
const whole = new Map<string, ValidationKey>();
for (const [key, english] of Object.entries(VALIDATION_CATALOGUES.en)) {
  if (!english.includes('{')) whole.set(english, key as ValidationKey);
}

type Rule = {
  pattern: RegExp;
  key: ValidationKey;
  /** The values from the match's groups, or null when the message is not this rule's after all. */
  values(groups: string[], locale: Locale): Values | null;
};

const subject = (name: string, locale: Locale) =>
  isKnownWord(name) ? { subject: wordIn(name, locale) } : null;
const side = (name: string) => (name === 'front' || name === 'back' ? { side: name } : null);
const words = (locale: Locale, values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([name, english]) => [name, wordIn(english, locale)]));

// Most specific first: the first rule whose pattern matches and whose values it knows wins.
const RULES: Rule[] = [
  { pattern: /^(.+) is required$/, key: 'fieldRequired', values: ([s], l) => subject(s!, l) },
  { pattern: /^(.+) must be text$/, key: 'fieldNotText', values: ([s], l) => subject(s!, l) },
  {
    pattern: /^(.+) cannot contain control characters$/,
    key: 'fieldControlCharacters',
    values: ([s], l) => subject(s!, l),
  },
  {
    pattern: /^(.+) must be at least (\d+) characters$/,
    key: 'fieldTooShort',
    values: ([s, min], l) => subject(s!, l) && { ...subject(s!, l), min: min! },
  },
  {
    pattern: /^(.+) cannot exceed (\d+) characters$/,
    key: 'fieldTooLong',
    values: ([s, max], l) => subject(s!, l) && { ...subject(s!, l), max: max! },
  },
  {
    pattern: /^(.+) can only contain letters, spaces, hyphens, and apostrophes$/,
    key: 'fieldNameLike',
    values: ([s], l) => subject(s!, l),
  },
  {
    pattern: /^We can't deliver to (.+): it is outside the EU VAT area\.$/,
    key: 'outsideEuVatArea',
    values: ([territory], l) => ({ territory: wordIn(territory!, l) }),
  },
  {
    pattern: /^There is no design on the (\w+) to place$/,
    key: 'noDesignToPlace',
    values: ([s]) => side(s!),
  },
  {
    pattern: /^The (\w+) carries no design, so it cannot have a placement$/,
    key: 'placementWithoutDesign',
    values: ([s]) => side(s!),
  },
  {
    pattern:
      /^This prompt can't be used for a design: our content filter flagged it(.*)\. Please describe a different design\.$/,
    key: 'promptFlagged',
    values: ([why]) => ({ why: why! }),
  },
  {
    pattern: /^Invalid input: expected (\w+), received undefined$/,
    key: 'zodMissing',
    values: ([expected], l) => words(l, { expected: expected! }),
  },
  {
    pattern: /^Invalid input: expected (\w+), received (\w+)$/,
    key: 'zodInvalidType',
    values: ([expected, received], l) => words(l, { expected: expected!, received: received! }),
  },
  {
    pattern: /^Invalid input: expected (.+)$/,
    key: 'zodInvalidValue',
    values: ([value]) => ({ value: value! }),
  },
  {
    pattern: /^Invalid option: expected one of (.+)$/,
    key: 'zodInvalidOption',
    values: ([options]) => ({ options: options! }),
  },
  ...(['Big', 'Small'] as const).flatMap((size): Rule[] => [
    {
      pattern: new RegExp(
        `^Too ${size.toLowerCase()}: expected (\\w+) to have (<=|<|>=|>|exactly )(\\S+) (\\w+)$`,
      ),
      key: `zodToo${size}Sized`,
      values: ([origin, relation, limit, unit], l) => ({
        ...words(l, { origin: origin!, relation: relation!, unit: unit! }),
        limit: limit!,
      }),
    },
    {
      pattern: new RegExp(`^Too ${size.toLowerCase()}: expected (\\w+) to be (<=|<|>=|>|exactly )(\\S+)$`),
      key: `zodToo${size}`,
      values: ([origin, relation, limit], l) => ({
        ...words(l, { origin: origin!, relation: relation! }),
        limit: limit!,
      }),
    },
  ]),
  {
    pattern: /^Invalid string: must match pattern (.+)$/,
    key: 'zodInvalidPattern',
    values: ([pattern]) => ({ pattern: pattern! }),
  },
  {
    pattern: /^Invalid number: must be a multiple of (\S+)$/,
    key: 'zodNotMultipleOf',
    values: ([divisor]) => ({ divisor: divisor! }),
  },
  {
    pattern: /^Unrecognized keys?: (.+)$/,
    key: 'zodUnrecognizedKeys',
    values: ([keys]) => ({ keys: keys!, count: keys!.split(', ').length }),
  },
  {
    pattern: /^Invalid (.+)$/,
    key: 'zodInvalidFormat',
    values: ([format], l) => ({ format: wordIn(format!, l) }),
  },
];

/**
 * A message of the domain's checks or of zod, found by its English words, in `locale`; undefined
 * when it is none of theirs.
 */
export function translateDomainMessage(english: string, locale: Locale): string | undefined {
  const fixed = whole.get(english);
  if (fixed) return validationTexts(locale)(fixed);
  for (const { pattern, key, values } of RULES) {
    const match = pattern.exec(english);
    const found = match && values(match.slice(1), locale);
    if (found) return validationTexts(locale)(key, found);
  }
  return undefined;
}
