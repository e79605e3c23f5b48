import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { translateError } from '../errors/translate-error';
import { appErrorMessages, type FoundMessage } from './app-error-messages';

const here = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.resolve(here, '../..');
const domainDir = path.resolve(srcDir, '../../../packages/domain/src');

const where = (m: FoundMessage) => `${path.relative(srcDir, m.file).split(path.sep).join('/')}:${m.line}`;
const shown = (m: FoundMessage) => m.parts.map((p) => ('text' in p ? p.text : `{${p.hole}}`)).join('');

/**
 * A message with nothing of its own to translate: only values, or a field's path (no spaces) and
 * a reason made of values only, `items.{index}.placements: {placed.message}`.
 */
function isPassedOn(m: FoundMessage): boolean {
  const template = m.parts.map((p) => ('text' in p ? p.text : '{}')).join('');
  const colon = template.indexOf(': ');
  const reason = colon > 0 && !/\s/.test(template.slice(0, colon)) ? template.slice(colon + 2) : template;
  return !/\p{L}/u.test(reason.replaceAll('{}', ''));
}

// Messages made wholly at run time, each translated where it is made or carrying a text that is:
// the key is the file and the expression, so a new one fails until someone says why it may pass.
const PASSED_ON: Record<string, string> = {
  'adapters/gelato-fulfilment/index.ts {error.message}': "fail(...)'s message, refused: checked there",
  'modules/designs/create-design.ts {refusedWordMessage(refused)}': "the domain's refusedWord text",
  'modules/designs/create-design.ts {verdict.message}':
    "the domain's prompt checks, in the validation catalogue",
  'modules/designs/create-design.ts {quotaExhaustedMessage(period.resetAt)}': 'the quotaExhausted text',
  'modules/orders/price-order.ts items.{index}.placements: {placed.message}':
    "the domain's placement checks, in the validation catalogue",
  'modules/payments/test-checkout.ts {issues[0]!.field}: {issues[0]!.message}':
    "the domain's card checks, in the validation catalogue",
};

// Values to try in a message's holes: a number first (limits, statuses), then a word.
const SAMPLES = ['7', 'X'];

function translates(m: FoundMessage): boolean {
  return SAMPLES.some((sample) => {
    const english = m.parts.map((p) => ('text' in p ? p.text : sample)).join('');
    return translateError(english, 'et') !== english;
  });
}

describe('every AppError message of the API', () => {
  const messages = appErrorMessages(srcDir, [domainDir]);

  it('is found in the source: literals, constants and helpers like notFound and fieldError', () => {
    const texts = messages.map(shown);
    expect(texts).toContain('Order not found');
    expect(texts).toContain('sale.ends_at: A sale must end in the future');
    expect(texts).toContain(
      'Gelato order create failed with {status}: {JSON.stringify(json)?.slice(0, 300)}',
    );
    expect(messages.length).toBeGreaterThan(80);
  });

  it('has an Estonian text in the errors (or validation) catalogue', () => {
    const missing = messages
      .filter((m) => !isPassedOn(m) && !translates(m))
      .map((m) => `${where(m)} ${shown(m)}`);
    expect(missing).toEqual([]);
  });

  it('is made of values only where the list above says why', () => {
    const passedOn = messages.filter(isPassedOn).map((m) => `${where(m).replace(/:\d+$/, '')} ${shown(m)}`);
    expect(passedOn.filter((key) => !(key in PASSED_ON))).toEqual([]);
    // And the list names none that is gone.
    expect(Object.keys(PASSED_ON).filter((key) => !passedOn.includes(key))).toEqual([]);
  });
});
