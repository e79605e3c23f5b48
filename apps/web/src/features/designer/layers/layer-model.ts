import { t } from '@lingui/core/macro';
import type { Placement } from '@prompttee/domain';

// The editor's own view of a side's extra layers. What goes to the cart and the order is the
// domain's wire shape (see toWireLayers); this keeps what the editor alone needs beside it: an id
// for the list and for undo, the design's picture and title, its pixels for the DPI check.

/** Most layers a side holds, the generated design included (the order contract's limit). */
export const MAX_LAYERS_PER_SIDE = 12;
export const MAX_TEXT_LENGTH = 120;

export type TextAlign = 'left' | 'center' | 'right';
export type TextOutline = { color: string; width: number };

export type ImageLayer = Placement & {
  id: string;
  type: 'image';
  designId: string;
  src: string;
  title: string;
  sourceWidth: number;
  /** An upload (rather than a generated design): only those offer "Remove background". */
  upload: boolean;
};

export type TextLayer = Placement & {
  id: string;
  type: 'text';
  text: string;
  /** A font id of GET /v1/fonts. */
  font: string;
  color: string;
  /** Degrees of a circle the baseline bends through: 0 straight, 360 a full ring; below 0 arches down. */
  arc: number;
  outline?: TextOutline | undefined;
  align: TextAlign;
  /** Extra space between letters, in thousandths of the font size (as CSS's em / 1000). */
  letterSpacing: number;
};

export type EditorLayer = ImageLayer | TextLayer;

/**
 * The generated design's place in its side's list: where it is painted among the other layers.
 * Its picture and placement stay in the designer store, which the simple (one design) path reads.
 */
export type DesignLayer = { id: 'design'; type: 'design' };
export const DESIGN_LAYER: DesignLayer = { id: 'design', type: 'design' };
/** A side's list in paint order: the generated design and the editor's layers. */
export type SideLayer = EditorLayer | DesignLayer;
export const isDesignLayer = (layer: SideLayer): layer is DesignLayer => layer.type === 'design';

let counter = 0;
/** Ids only the editor sees: unique within the visit. */
export const newLayerId = () => `layer-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export const DEFAULT_TEXT_COLOR = '#111111';

export function newTextLayer(font: string, color: string): TextLayer {
  return {
    id: newLayerId(),
    type: 'text',
    // A new text starts with words in the customer's language, to be typed over.
    text: t({ comment: 'The words a new text layer starts with', message: 'Your text' }),
    font,
    color,
    arc: 0,
    align: 'center',
    letterSpacing: 0,
    x: 0.5,
    y: 0.25,
    width: 0.6,
    rotation: 0,
  };
}

export type ImageSource = Pick<ImageLayer, 'designId' | 'src' | 'title' | 'sourceWidth' | 'upload'>;

export function newImageLayer(source: ImageSource): ImageLayer {
  return { id: newLayerId(), type: 'image', ...source, x: 0.5, y: 0.5, width: 0.5, rotation: 0 };
}

/** What the layers list calls a layer: a text by its words, an image or the design by its title. */
export function layerName(layer: SideLayer, designTitle = ''): string {
  const title = layer.type === 'image' ? layer.title : designTitle;
  if (layer.type === 'design') return t`Design: ${title}`;
  if (layer.type === 'text') {
    const spaced = layer.text.replace(/\s+/g, ' ').trim();
    const words = spaced.length > 28 ? `${spaced.slice(0, 27)}…` : spaced;
    return t({ comment: 'A text layer named by its words', message: `Text: ${words}` });
  }
  return layer.upload
    ? t({ comment: 'An uploaded image layer named by its file', message: `Upload: ${title}` })
    : t`Image: ${title}`;
}

export const boxOf = (layer: EditorLayer): Placement => ({
  x: layer.x,
  y: layer.y,
  width: layer.width,
  rotation: layer.rotation,
});
