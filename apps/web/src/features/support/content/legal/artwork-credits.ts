import { t } from '@lingui/core/macro';
import { p, ul } from '../legal-facts';
import type { Section } from '../legal-facts';

/**
 * Credits for the open-licensed artwork the shop's design generator draws with, as the licences
 * ask (CC BY 3.0 for game-icons.net needs attribution; the others their notices). Kept in step
 * with docs/credits.md.
 */
export function artworkCredits(shopName: string): Section {
  return {
    id: 'artwork-credits',
    title: t`Design Artwork Credits`,
    blocks: [
      p(
        t`${shopName}'s design generator draws subjects with open-licensed artwork, recoloured, outlined and combined into new designs:`,
      ),
      ul(
        t`Fluent Emoji by Microsoft Corporation, https://github.com/microsoft/fluentui-emoji, MIT License.`,
        t`Noto Emoji by Google Inc., https://github.com/googlefonts/noto-emoji, Apache License 2.0.`,
        t`Icons by Lorc, Delapouite and contributors, from https://game-icons.net, licensed under CC BY 3.0 (https://creativecommons.org/licenses/by/3.0/).`,
        t`Emoji keywords from emojilib by Mu-An Chiou, MIT License.`,
        t`Fonts Anton, Pacifico and Righteous, SIL Open Font License 1.1.`,
      ),
    ],
  };
}
