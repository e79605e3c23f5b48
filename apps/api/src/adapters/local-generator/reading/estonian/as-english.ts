import { readRequestedText } from '../requested-text';
import { tokenize } from '../words';
import { isEstonianPrompt } from './detect-language';
import { glossEstonian } from './gloss';
import { inEnglishOrder } from './word-order';

/** A prompt as the English reader reads it: as written, or read from Estonian into English words. */
export type EnglishPrompt = { text: string; language: 'en' | 'et'; actions: string[] };

// Unquoted words to print after 'tekstiga', 'kirjaga:', 'mis ütleb' end at a punctuation mark.
const ESTONIAN_TEXT =
  /(?:^|\s)(?:tekstiga|sõnadega|loosungiga|pealkirjaga|mis ütleb|kus on kirjas|kirjaga:|tekst:|kiri:)\s*([^,.;!?]+)/iu;

/**
 * Reads the language from the prompt itself (its words, not the account's language), so an
 * English or mixed prompt is read exactly as before and an Estonian one through its glossary.
 * The words to print ('kirjaga "Tere"') are kept as the customer wrote them.
 */
export function asEnglish(prompt: string): EnglishPrompt {
  const { text, rest } = readRequestedText(prompt);
  if (!isEstonianPrompt(tokenize(rest).map((t) => t.word)))
    return { text: prompt, language: 'en', actions: [] };
  let printed = text;
  let described = rest;
  const introduced = text === undefined ? ESTONIAN_TEXT.exec(rest) : null;
  if (introduced?.[1]?.trim()) {
    printed = introduced[1].trim();
    described = rest.slice(0, introduced.index) + rest.slice(introduced.index + introduced[0].length);
  }
  const gloss = glossEstonian(inEnglishOrder(tokenize(described).map((t) => t.word)));
  const saying = printed ? ` saying "${printed.replace(/["“”]/g, '')}"` : '';
  return { text: `${gloss.text}${saying}`.trim(), language: 'et', actions: gloss.actions };
}
