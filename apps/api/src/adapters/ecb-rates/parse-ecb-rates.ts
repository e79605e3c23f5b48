import { isCurrency, isExchangeRate } from '@prompttee/domain';
import sax from 'sax';
import { ReferenceRatesError, type DailyRates } from '../../ports/reference-rates';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const malformed = (why: string, cause?: unknown) =>
  new ReferenceRatesError('malformed', `The ECB rates file is not usable: ${why}`, { cause });

type Cube = { time?: string | undefined; currency?: string | undefined; rate?: string | undefined };

/** Every <Cube> of the document with its depth, read by a strict parser that also refuses a cut-off file. */
function cubesOf(xml: string): { depth: number; attributes: Cube }[] {
  const parser = sax.parser(true);
  const cubes: { depth: number; attributes: Cube }[] = [];
  let depth = 0;
  parser.onopentag = (tag) => {
    depth += 1;
    const local = tag.name.slice(tag.name.indexOf(':') + 1);
    if (local === 'Cube') cubes.push({ depth, attributes: tag.attributes as Cube });
  };
  parser.onclosetag = () => {
    depth -= 1;
  };
  // sax reports an error (a cut-off file's unclosed root tag too) to onerror rather than throwing.
  let error: Error | null = null;
  parser.onerror = (err) => {
    error ??= err;
    parser.resume();
  };
  parser.write(xml).close();
  if (error) throw malformed('it is not XML', error);
  return cubes;
}

/**
 * The ECB's eurofxref-daily.xml: `<Cube><Cube time='2026-11-27'><Cube currency='SEK'
 * rate='11.2345'/>...`. Keeps the shop's currencies and refuses the whole file, writing nothing,
 * when it is not (complete) XML, has no single day, or gives one of the shop's currencies a rate
 * that is not one; currencies the shop does not sell in are left alone, whatever they say.
 */
export function parseEcbRates(xml: string): DailyRates {
  const cubes = cubesOf(xml);
  const days = cubes.filter((cube) => cube.attributes.time !== undefined);
  if (days.length !== 1) throw malformed(`it has ${days.length} days of rates, not one`);
  const day = days[0]!.attributes.time ?? '';
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    throw malformed(`"${day}" is not a day`);

  const rates: DailyRates['rates'] = {};
  for (const { depth, attributes } of cubes) {
    const { currency, rate } = attributes;
    if (depth !== days[0]!.depth + 1 || !currency || !isCurrency(currency) || currency === 'EUR') continue;
    if (!rate || !isExchangeRate(rate)) throw malformed(`the ${currency} rate "${rate ?? ''}" is not a rate`);
    rates[currency] = rate;
  }
  if (Object.keys(rates).length === 0) throw malformed(`it has no rate of the shop's currencies on ${day}`);
  return { day, rates };
}
