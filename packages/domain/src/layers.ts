import * as z from 'zod/mini';
import { fontIdSchema } from './fonts';
import { TEE_PRINT_AREA, type PrintArea } from './placement';
import { PRINT_LOCATIONS } from './print-location';

/** A printed side holds at most this many layers, in paint order (the first is painted first). */
export const MAX_LAYERS_PER_SIDE = 12;
export const MAX_TEXT_LENGTH = 120;
/** Lines of one text layer: a shirt's lettering, and a bound on the box a text can draw. */
export const MAX_TEXT_LINES = 10;
/**
 * Most a layer's drawn box may measure, in print-area heights (the width's own limit is 2 widths):
 * what hangs past the edges is cut off, but a box beyond this is a mistake, not a design.
 */
export const MAX_LAYER_HEIGHT = 2;
/**
 * How many times over a side's layers may cover its print area, counting each layer's turned box
 * where it lies on the area. Drawing costs what it covers; twelve layers each spanning the whole
 * area would cost twelve print files' work for a picture only the top one shows.
 */
export const MAX_SIDE_COVERAGE = 4;
/** An arc of ±360° sets the text round a full circle; positive arches up, negative down. */
export const MAX_ARC_DEGREES = 360;
/** Smallest layer width (fraction of the print area's width): still grabbable, still printable. */
export const MIN_LAYER_WIDTH = 0.02;

// No transform (e.g. to upper case): the same schema checks the API's answers, which zod encodes.
const hexColour = z.string().check(z.regex(/^#[0-9A-Fa-f]{6}$/, 'A colour must be written #RRGGBB'));

/** Centre as fractions of the print area; a layer may hang partly over an edge (it is clipped there). */
const centre = z.number().check(z.minimum(-1), z.maximum(2));

const boxFields = {
  x: centre,
  y: centre,
  /** Width as a fraction of the print area's width (text: the width of its laid-out outlines). */
  width: z
    .number()
    .check(
      z.minimum(MIN_LAYER_WIDTH, `A layer must be at least ${MIN_LAYER_WIDTH * 100}% of the print area wide`),
      z.maximum(2),
    ),
  /** Degrees, clockwise, about the layer's centre. */
  rotation: z._default(z.number().check(z.minimum(-180), z.maximum(180)), 0),
};

// Tab, carriage return and every other C0/C1 control or line/paragraph separator; only \n may break lines.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029]/;

export const layerTextSchema = z.string().check(
  z.refine(
    (t) => !FORBIDDEN_CHARACTERS.test(t),
    'Text may not contain control characters (only line breaks)',
  ),
  z.refine((t) => t.trim().length > 0, 'Text must have at least 1 character'),
  z.refine((t) => [...t].length <= MAX_TEXT_LENGTH, `Text must be at most ${MAX_TEXT_LENGTH} characters`),
  z.refine((t) => t.split('\n').length <= MAX_TEXT_LINES, `Text must be at most ${MAX_TEXT_LINES} lines`),
);

export const imageLayerSchema = z.strictObject({
  type: z.literal('image'),
  design_id: z.uuid(),
  ...boxFields,
});
export type ImageLayer = z.infer<typeof imageLayerSchema>;

export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;

export const textOutlineSchema = z.strictObject({
  color: hexColour,
  /** Stroke width as a fraction of the font size (em). */
  width: z.number().check(z.minimum(0.005), z.maximum(0.25)),
});

/**
 * A text layer. The laid-out text (each line in `font` at 1 em, lines 1.2 em apart, `letter_spacing`
 * em between letters, then bent along a circle by `arc`) is scaled uniformly so its outlines'
 * bounding box is `width` of the print area wide, and centred on (x, y) before turning by `rotation`.
 * `arc` is the angle the baseline spans on its circle: 0 straight, 360 a full circle.
 */
export const textLayerSchema = z.strictObject({
  type: z.literal('text'),
  text: layerTextSchema,
  font: fontIdSchema,
  color: hexColour,
  ...boxFields,
  arc: z._default(z.number().check(z.minimum(-MAX_ARC_DEGREES), z.maximum(MAX_ARC_DEGREES)), 0),
  outline: z.optional(textOutlineSchema),
  align: z._default(z.enum(TEXT_ALIGNMENTS), 'center'),
  letter_spacing: z._default(z.number().check(z.minimum(-0.1), z.maximum(1)), 0),
});
export type TextLayer = z.infer<typeof textLayerSchema>;
export type TextLayerInput = z.input<typeof textLayerSchema>;

export const layerSchema = z.discriminatedUnion('type', [imageLayerSchema, textLayerSchema]);
export type Layer = z.infer<typeof layerSchema>;
export type LayerInput = z.input<typeof layerSchema>;

const sideLayersSchema = z
  .array(layerSchema)
  .check(
    z.minLength(1, 'A side given must have at least one layer'),
    z.maxLength(MAX_LAYERS_PER_SIDE, `A side holds at most ${MAX_LAYERS_PER_SIDE} layers`),
  );

/**
 * `layers: { front?: Layer[], back?: Layer[], left_sleeve?: ... }` of a cart line and an order
 * item: each print area's layers (which areas a product has, the order's pricing checks).
 */
export const layersSchema = z
  .strictObject({
    front: z.optional(sideLayersSchema),
    back: z.optional(sideLayersSchema),
    left_sleeve: z.optional(sideLayersSchema),
    right_sleeve: z.optional(sideLayersSchema),
    neck_label: z.optional(sideLayersSchema),
  })
  .check(z.refine((l) => PRINT_LOCATIONS.some((side) => l[side]), 'At least one side must carry a layer'));
export type Layers = z.infer<typeof layersSchema>;
export type LayersInput = z.input<typeof layersSchema>;

/** The design ids a set of layers paints, each once. */
export const layerDesignIds = (layers: Layers): string[] => [
  ...new Set(
    PRINT_LOCATIONS.flatMap((side) => layers[side] ?? []).flatMap((l) =>
      l.type === 'image' ? [l.design_id] : [],
    ),
  ),
];

/**
 * A layer's box on the print area: centre and size as fractions of the area's width and height.
 * heightOverWidth is the box's height over its width (an image design 4/3; a text its laid-out
 * outlines' own ratio, which the server measures from the font).
 */
export type LayerBox = { x: number; y: number; width: number; height: number; rotation: number };

export function layerBox(
  layer: Pick<Layer, 'x' | 'y' | 'width' | 'rotation'>,
  heightOverWidth: number,
  area: PrintArea = TEE_PRINT_AREA,
): LayerBox {
  const widthIn = layer.width * area.widthIn;
  return {
    x: layer.x,
    y: layer.y,
    width: layer.width,
    height: (widthIn * heightOverWidth) / area.heightIn,
    rotation: layer.rotation,
  };
}

/**
 * True when no part of the (turned) box touches the print area, so nothing of it would print.
 * Separating-axis test of two rectangles, in inches so the rotation keeps its true angle.
 */
export function isWhollyOffPrintArea(box: LayerBox, area: PrintArea = TEE_PRINT_AREA): boolean {
  const cx = box.x * area.widthIn;
  const cy = box.y * area.heightIn;
  const hw = (box.width * area.widthIn) / 2;
  const hh = (box.height * area.heightIn) / 2;
  const rad = (box.rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
  const corners = [
    [-hw, -hh],
    [hw, -hh],
    [hw, hh],
    [-hw, hh],
  ].map(([dx, dy]) => ({ x: cx + dx! * cos - dy! * sin, y: cy + dx! * sin + dy! * cos }));
  const areaCorners = [
    { x: 0, y: 0 },
    { x: area.widthIn, y: 0 },
    { x: area.widthIn, y: area.heightIn },
    { x: 0, y: area.heightIn },
  ];
  const axes = [
    { x: 1, y: 0 },
    { x: 0, y: 1 },
    { x: cos, y: sin },
    { x: -sin, y: cos },
  ];
  return axes.some((axis) => {
    const project = (ps: { x: number; y: number }[]) => ps.map((p) => p.x * axis.x + p.y * axis.y);
    const a = project(corners);
    const b = project(areaCorners);
    return Math.max(...a) <= Math.min(...b) || Math.max(...b) <= Math.min(...a);
  });
}

/** An image layer is a design's 3:4 box (uploads are padded to 3:4 when they are stored). */
export const IMAGE_LAYER_HEIGHT_OVER_WIDTH = 4 / 3;

/** The share of the print area that a layer's turned box spans there (its bounding box, clipped). */
export function coveredShare(box: LayerBox, area: PrintArea = TEE_PRINT_AREA): number {
  const rad = (box.rotation * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(rad)), Math.abs(Math.sin(rad))];
  const w = box.width * area.widthIn;
  const h = box.height * area.heightIn;
  const halfX = (w * cos + h * sin) / 2 / area.widthIn;
  const halfY = (w * sin + h * cos) / 2 / area.heightIn;
  const spanX = Math.max(0, Math.min(1, box.x + halfX) - Math.max(0, box.x - halfX));
  const spanY = Math.max(0, Math.min(1, box.y + halfY) - Math.max(0, box.y - halfY));
  return spanX * spanY;
}
