import { useMemo } from 'react';
import { cssFamily, measurerFor, useFontReady } from './fonts';
import type { TextLayer } from './layer-model';
import { arcOffset, circlePath, FONT_SIZE, LINE_HEIGHT, layoutText, type TextLayout } from './text-geometry';

/** The laid-out text, re-measured once its font has loaded. */
export function useTextLayout(
  layer: Pick<TextLayer, 'text' | 'font' | 'arc' | 'letterSpacing' | 'align'>,
): TextLayout {
  const ready = useFontReady(layer.font);
  const { text, font, arc, letterSpacing, align } = layer;
  return useMemo(
    () => layoutText({ text, arc, letterSpacing, align, measure: measurerFor(font) }),
    // `ready` changes the measurer's result, not its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [text, font, arc, letterSpacing, align, ready],
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
  const { box, centre } = layout;
  const paint = {
    fontFamily: `"${cssFamily(layer.font)}", sans-serif`,
    fontSize: FONT_SIZE,
    fill: layer.color,
    letterSpacing: (layer.letterSpacing * FONT_SIZE) / 1000,
    ...(layer.outline
      ? {
          stroke: layer.outline.color,
          strokeWidth: (layer.outline.width * FONT_SIZE) / 100,
          strokeLinejoin: 'round' as const,
          paintOrder: 'stroke',
        }
      : {}),
  };
  const x = { left: 0, center: box.width / 2, right: box.width }[layer.align];
  return (
    <svg
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      preserveAspectRatio="none"
      className="absolute inset-0 size-full overflow-visible"
      aria-hidden
    >
      {layout.curved ? (
        layout.lines.map((line, i) => {
          const pathId = `${id}-line-${i}`;
          const { offset, anchor } = arcOffset(line, layer.arc, layer.align);
          return (
            <g key={i}>
              <path id={pathId} d={circlePath(centre.x, centre.y, line.radius, layer.arc > 0)} fill="none" />
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
            <tspan key={i} x={x} y={i * LINE_HEIGHT + 0.8 * FONT_SIZE + 0.1 * FONT_SIZE}>
              {line.text || ' '}
            </tspan>
          ))}
        </text>
      )}
    </svg>
  );
}
