import { textOutlinesOf, type TextOutlines } from '@prompttee/domain';
import { useMemo } from 'react';
import { useOutlineFont } from './fonts';
import type { TextLayer } from './layer-model';

type Outlined = Pick<TextLayer, 'text' | 'font' | 'arc' | 'align' | 'letterSpacing' | 'outline'>;

/** Until its font is in, a text holds a box of about this width over height. */
const WAITING_ASPECT = 3;

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
    return textOutlinesOf(font, {
      text,
      arc,
      align,
      letter_spacing: letterSpacing / 1000,
      outline: outlineColor && outlineWidth ? { color: outlineColor, width: outlineWidth / 100 } : undefined,
    });
  }, [font, text, arc, align, letterSpacing, outlineColor, outlineWidth]);
}

/** Width over height of the text's box: what turns the layer's width into its height. */
export const outlinesAspect = (outlines: TextOutlines | null) =>
  outlines ? outlines.box.width / Math.max(1e-6, outlines.box.height) : WAITING_ASPECT;

/** The outlines filling their box, the outline's stroke painted under the fill, as the print file does. */
export function TextLayerSvg({ layer, outlines }: { layer: TextLayer; outlines: TextOutlines | null }) {
  if (!outlines) {
    return <div className="absolute inset-0 animate-pulse rounded-sm bg-muted-foreground/20" aria-hidden />;
  }
  const { box } = outlines;
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
        {...(layer.outline
          ? {
              stroke: layer.outline.color,
              strokeWidth: outlines.strokeWidth,
              strokeLinejoin: 'round' as const,
              paintOrder: 'stroke',
            }
          : {})}
      />
    </svg>
  );
}
