import { colourWords } from './colours';
import { styleWords } from './styles';
import { wornOn } from '../vocabulary/wearables';
import { lookupSubject } from '../vocabulary/subject-index';

/**
 * A design's prompt changed by a refinement ('add a crown', 'in pixel art', 'make the fox blue',
 * 'without the book'): what the refinement says changes, the rest of the prompt stays, so the
 * design keeps its subjects and relations. Anything else is added to the prompt as it is.
 */
export function refinePrompt(base: string, refinement: string): string {
  const said = refinement.trim().replace(/[.!]+$/, '');
  const lower = said.toLowerCase();

  const style = /^(?:in|as|make it|make it in|turn it into|now in)\s+(.+?)(?:\s+style)?$/.exec(lower)?.[1];
  if (style && styleWords[style]) return `${withoutStyles(base)}, ${style}`;

  const colour = /^(?:make|turn|paint|colou?r)\s+(?:the\s+)?(.+?)\s+(\w+)$/.exec(lower);
  if (colour && colourWords[colour[2]!] && new RegExp(`\\b${escape(colour[1]!)}`, 'i').test(base)) {
    const [, noun, hue] = colour;
    const colourNames = Object.keys(colourWords).join('|');
    return base.replace(
      new RegExp(`(?:\\b(?:${colourNames})\\s+)?\\b${escape(noun!)}`, 'i'),
      `${hue} ${noun}`,
    );
  }

  const removed = /^(?:remove|without|take away|drop)\s+(?:the\s+|a\s+|an\s+)?(.+)$/.exec(lower)?.[1];
  if (removed) {
    const phrase = new RegExp(
      `\\s*(?:,\\s*)?\\b(?:with|holding|wearing|and|reading|eating|on|in|under|next to)?\\s*(?:a|an|the|some)?\\s*${escape(removed)}s?\\b`,
      'i',
    );
    if (phrase.test(base)) return base.replace(phrase, '').trim();
  }

  const added = /^(?:add|give (?:it|him|her|them)|put on|with)\s+(.+)$/.exec(lower)?.[1];
  if (added) {
    const thing = added.replace(/^(?:a|an|the|some)\s+/, '');
    const subject = lookupSubject(thing) ?? lookupSubject(thing.replace(/s$/, ''));
    return `${base} ${subject && wornOn(subject) ? 'wearing' : 'with'} ${added}`;
  }
  return `${base}, ${said}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The prompt without its style words, so a new style replaces rather than mixes with them. */
function withoutStyles(prompt: string): string {
  const phrases = Object.keys(styleWords).sort((a, b) => b.length - a.length);
  let out = prompt;
  for (const p of phrases) out = out.replace(new RegExp(`\\b${escape(p)}\\b(?:\\s+style)?`, 'gi'), '');
  return out
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,]+|[\s,]+$/g, '')
    .replace(/\s+,/g, ',');
}
