import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  COUNTRY_NOT_SHIPPED_MESSAGE,
  PHONE_FORMAT_MESSAGE,
  PHONE_LENGTH_MESSAGE,
  POSTCODE_FORMAT_MESSAGE,
} from '@prompttee/domain';
import { territoryMessage } from './territory-names';

// The address schema lives in the domain and words its refusals in English, the spec's words;
// the browser runs it before sending. Its messages are put in the page's language here, where
// they are shown. A message this does not know (the server's, already in the page's language)
// is shown as it is.

/** The field as the schema's messages name it, at the start of a sentence. */
const SUBJECTS: Record<string, MessageDescriptor> = {
  'First name': msg`First name`,
  'Last name': msg`Last name`,
  Company: msg`Company`,
  'VAT number': msg`VAT number`,
  Address: msg`Address`,
  'Address line 2': msg`Address line 2`,
  City: msg`City`,
  State: msg({ context: 'address field', message: 'State' }),
  'Postal code': msg`Postal code`,
  Country: msg`Country`,
  Phone: msg`Phone`,
};

const WHOLE: Record<string, MessageDescriptor> = {
  [POSTCODE_FORMAT_MESSAGE]: msg`Invalid postal code format for the selected country`,
  [PHONE_FORMAT_MESSAGE]: msg`Invalid phone1 number format. Please use international format (e.g., +1234567890)`,
  [PHONE_LENGTH_MESSAGE]: msg`Phone number must be between 8 and 15 digits`,
  [COUNTRY_NOT_SHIPPED_MESSAGE]: msg`We only ship to the EU countries in the list`,
};

type Rule = { pattern: RegExp; say(subject: string, limit: string): MessageDescriptor };

const RULES: readonly Rule[] = [
  { pattern: /^(.+) is required$/, say: (subject) => msg`${subject} is required` },
  { pattern: /^(.+) must be text$/, say: (subject) => msg`${subject} must be text` },
  {
    pattern: /^(.+) cannot contain control characters$/,
    say: (subject) => msg`${subject} cannot contain control characters`,
  },
  {
    pattern: /^(.+) must be at least (\d+) characters$/,
    say: (subject, min) => msg`${subject} must be at least ${min} characters`,
  },
  {
    pattern: /^(.+) cannot exceed (\d+) characters$/,
    say: (subject, max) => msg`${subject} cannot exceed ${max} characters`,
  },
  {
    pattern: /^(.+) can only contain letters, spaces, hyphens, and apostrophes$/,
    say: (subject) => msg`${subject} can only contain letters, spaces, hyphens, and apostrophes`,
  },
];

/** An address field's message in the page's language ('Eesnimi on kohustuslik'). */
export function addressMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  const whole = WHOLE[message];
  if (whole) return i18n._(whole);
  const territory = territoryMessage(message);
  if (territory) return territory;
  for (const { pattern, say } of RULES) {
    const [, subject = '', limit = ''] = pattern.exec(message) ?? [];
    const named = SUBJECTS[subject];
    if (named) return i18n._(say(i18n._(named), limit));
  }
  return message;
}
