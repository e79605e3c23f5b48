/**
 * Words are printed only when the prompt asks for them: quoted text, or after 'saying', 'that
 * says', 'with the text', 'the word(s)', 'typography:'. Everything else in a prompt describes the
 * picture (printing the prompt's own words read as a bug to customers).
 */
export type RequestedText = { text: string | undefined; rest: string };

const MAX_LENGTH = 40;

// Quotes must open after a space or the start, so "cat's" and "rock'n'roll" are not quotes.
const QUOTED = /(?:^|[\s(:])["“”'‘’«]([^"“”«»]{1,80}?)["“”'‘’»](?=$|[\s.,!?;:)])/u;
const INTRODUCED =
  /\b(?:that|which|who)?\s*(?:says|saying|reads|reading:|with the (?:text|words?|slogan|quote|caption)|the (?:text|words?|slogan|quote|caption)|(?:text|slogan|quote|caption|lettering|typography|words?)\s*:)\s*(.+)$/iu;
// An unquoted text ends where the prompt goes back to describing the picture.
const TEXT_END =
  /[,.;!?]|\s(?:in|with|on|and|under|above|over)\s+(?:a|an|the)?\s*\w+(?:\s+\w+)?\s+style\b|\s+in\s+(?:a\s+)?(?:retro|vintage|neon|minimalist|kawaii|grunge|pixel|synthwave|line)\b/iu;

export function readRequestedText(prompt: string): RequestedText {
  const quoted = QUOTED.exec(prompt);
  if (quoted?.[1]?.trim()) {
    const before = dropIntroduction(prompt.slice(0, quoted.index));
    return { text: clean(quoted[1]), rest: `${before} ${prompt.slice(quoted.index + quoted[0].length)}` };
  }
  const introduced = INTRODUCED.exec(prompt);
  if (introduced?.[1]) {
    const tail = introduced[1];
    const end = TEXT_END.exec(tail);
    const text = clean(end ? tail.slice(0, end.index) : tail);
    const after = end ? tail.slice(end.index) : '';
    // 'typography: STAY WEIRD' asks for a design led by its words: the style word stays to be read.
    const style = /\b(?:lettering|typography)\s*:/i.exec(introduced[0])?.[0].replace(':', '') ?? '';
    if (text) return { text, rest: `${prompt.slice(0, introduced.index)} ${style} ${after}` };
  }
  return { text: undefined, rest: prompt };
}

// "a cat saying" once the quote is gone: the introducing word is not part of the picture.
const dropIntroduction = (rest: string) =>
  rest.replace(/\b(?:that|which)?\s*(?:says|saying|with the (?:text|words?)|the words?)\s*$/iu, ' ');

function clean(text: string): string | undefined {
  const trimmed = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“”‘’]+|["'“”‘’]+$/g, '');
  if (!trimmed) return undefined;
  return trimmed.length > MAX_LENGTH ? trimmed.slice(0, MAX_LENGTH).trim() : trimmed;
}
