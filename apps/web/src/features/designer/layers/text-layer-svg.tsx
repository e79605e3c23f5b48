import { arcLinePath, arcLineStart, layoutText, type TextLayout } from '@prompttee/domain';
import { useMemo } from 'react';
import { cssFamily, measurerFor, useFontReady } from './fonts';
import type { TextLayer } from './layer-model';

/** The preview lays text out at this font size (SVG user units); the box scales it to the shirt. */
export const PREVIEW_FONT_SIZE = 100;

/** The laid-out text (the domain's layout, shared with the print file), re-measured once its font has loaded. */
export function useTextLayout(layer: Pick<TextLayer, 'text' | 'font' | 'arc' | 'letterSpacing'>): TextLayout {
  const ready = useFontReady(layer.font);
  const { text, font, arc, letterSpacing } = layer;
  return useMemo(
    () => {
      const { measure, metrics } = measurerFor(font);
      return layoutText({
        text,
        arc,
        letterSpacing: letterSpacing / 1000,
        measure,
        metrics,
        size: PREVIEW_FONT_SIZE,
      });
    },
    // `ready` changes what the measurer measures, not its inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [text, font, arc, letterSpacing, ready],
  );
}

/** Width over height of the text's box: what turns the layer's width into its height. */
export const layoutAspect = (layout: TextLayout) => layout.box.width / Math.max(1, layout.box.height);

const anchorOf = { left: 'start', center: 'middle', right: 'end' } as const;

/**
 * The text as SVG, filling its box: straight lines, or each line along its circle with textPath.
 * The outline is drawn under the fill (paint-order) so it thickens the letters outward only.
 */
export function TextLayerSvg({ layer, layout, id }: { layer: TextLayer; layout: TextLayout; id: string }) {
  const { box, centre, size } = layout;
  const paint = {
    fontFamily: `"${cssFamily(layer.font)}", sans-serif`,
    fontSize: size,
    fill: layer.color,
    letterSpacing: (layer.letterSpacing * size) / 1000,
    ...(layer.outline
      ? {
          stroke: layer.outline.color,
          strokeWidth: (layer.outline.width * size) / 100,
          strokeLinejoin: 'round' as const,
          paintOrder: 'stroke',
        }
      : {}),
  };
  const x = { left: 0, center: box.width / 2, right: box.width }[layer.align];
  return (
    <svg
      viewBox={`0 0 ${box.width} ${box.height}`}
      preserveAspectRatio="none"
      className="absolute inset-0 size-full overflow-visible"
      aria-hidden
    >
      {layout.curved ? (
        layout.lines.map((line, i) => {
          const pathId = `${id}-line-${i}`;
          const { offset, anchor } = arcLineStart(line, layer.arc, layer.align);
          return (
            <g key={i}>
              <path id={pathId} d={arcLinePath(centre.x, centre.y, line.radius, layer.arc > 0)} fill="none" />
              <text {...paint} textAnchor={anchor}>
                <textPath href={`#${pathId}`} startOffset={offset}>
                  {line.text}
                </textPath>
              </text>
            </g>
          );
        })
      ) : (
        <text {...paint} textAnchor={anchorOf[layer.align]}>
          {layout.lines.map((line, i) => (
            <tspan key={i} x={x} y={line.baseline}>
              {line.text || ' '}
            </tspan>
          ))}
        </text>
      )}
    </svg>
  );
}
