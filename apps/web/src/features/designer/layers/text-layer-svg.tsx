import { outlineStroke, textOutlinesOf, type OutlinedText, type TextOutlines } from '@prompttee/domain';
import { useMemo } from 'react';
import { useOutlineFont } from './fonts';
import type { TextLayer } from './layer-model';

type Outlined = Pick<TextLayer, 'text' | 'font' | 'arc' | 'align' | 'letterSpacing' | 'outline'>;

/** Until its font is in, a text holds a box of about this width over height. */
const WAITING_ASPECT = 3;

/**
 * What the layout reads of an editor text, in the order's units (letter spacing and outline width
 * in em), as toWireLayer sends them: the preview's box and stroke are the print file's.
 */
export function outlinedTextOf(layer: Omit<Outlined, 'font'>): OutlinedText {
  const { text, arc, align, letterSpacing, outline } = layer;
  return {
    text,
    arc,
    align,
    letter_spacing: letterSpacing / 1000,
    outline:
      outline?.color && outline.width ? { color: outline.color, width: outline.width / 100 } : undefined,
  };
}

/**
 * The text's outlines as the print file will have them (the domain's layout on the same font
 * file), or null while the font loads.
 */
export function useTextOutlines(layer: Outlined): TextOutlines | null {
  const font = useOutlineFont(layer.font);
  const { text, arc, align, letterSpacing, outline } = layer;
  const outlineColor = outline?.color;
  const outlineWidth = outline?.width;
  return useMemo(() => {
    if (!font) return null;
    const outline = outlineColor && outlineWidth ? { color: outlineColor, width: outlineWidth } : undefined;
    return textOutlinesOf(font, outlinedTextOf({ text, arc, align, letterSpacing, outline }));
  }, [font, text, arc, align, letterSpacing, outlineColor, outlineWidth]);
}

/** Width over height of the text's box: what turns the layer's width into its height. */
export const outlinesAspect = (outlines: TextOutlines | null) =>
  outlines ? outlines.box.width / Math.max(1e-6, outlines.box.height) : WAITING_ASPECT;

/** The outlines filling their box, stroked as the print file strokes them (outlineStroke). */
export function TextLayerSvg({ layer, outlines }: { layer: TextLayer; outlines: TextOutlines | null }) {
  if (!outlines) {
    return <div className="absolute inset-0 animate-pulse rounded-sm bg-muted-foreground/20" aria-hidden />;
  }
  const { box } = outlines;
  const stroke = outlineStroke(layer.outline?.color, outlines);
  return (
    <svg
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      preserveAspectRatio="none"
      className="absolute inset-0 size-full overflow-visible"
      aria-hidden
    >
      <path
        d={outlines.d}
        fill={layer.color}
        {...(stroke
          ? {
              stroke: stroke.color,
              strokeWidth: stroke.width,
              strokeLinejoin: stroke.linejoin,
              paintOrder: stroke.paintOrder,
            }
          : {})}
      />
    </svg>
  );
}
