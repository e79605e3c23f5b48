import { fontFileParamsSchema, fontListItemSchema, fontListResponseSchema } from '../../fonts';
import { imageLayerSchema, layersSchema, textLayerSchema, textOutlineSchema } from '../../layers';
import { placementSchema } from '../placement';
import { placementsSchema } from '../../placements';
import {
  designMockupParamsSchema,
  designMockupQuerySchema,
  designMockupResponseSchema,
  layersMockupBodySchema,
} from '../mockups';
import { EXAMPLE } from './examples';
import { describeKeys, describeObject, perPrintArea, type FieldDoc } from './field-docs';

// Layers, placements and mockups: where things sit on a print area. Every position is a fraction
// of the print area (the catalogue's `print_areas` give each area's size in millimetres), so the
// same numbers mean the same picture on a tee's front and on a sleeve.

const centreX: FieldDoc = {
  description:
    "The layer's centre from the print area's left edge, as a fraction of its width (0 left, 0.5 middle, 1 right); from -1 to 2, as a layer may hang over an edge, where it is cut off.",
  example: 0.5,
};
const centreY: FieldDoc = {
  description:
    "The layer's centre from the print area's top edge, as a fraction of its height (0 top, 1 bottom); from -1 to 2.",
  example: 0.4,
};
const rotation: FieldDoc = {
  description: 'Degrees clockwise about the centre, from -180 to 180; 0 when absent.',
  example: 0,
};

export const layerDocs = [
  describeObject(
    imageLayerSchema,
    {
      type: {
        description: '`image`: one of the customer’s designs, generated or uploaded.',
        example: 'image',
      },
      design_id: {
        description:
          "The design to paint (one of the customer's, unexpired); its box keeps the design's 3:4 shape.",
        example: EXAMPLE.designId,
      },
      x: centreX,
      y: centreY,
      width: {
        description:
          "The design's width as a fraction of the print area's width (0.02 to 2); its height follows from its 3:4 shape.",
        example: 0.8,
      },
      rotation,
    },
    'An image layer: a design placed on the print area.',
  ),
  describeObject(
    textLayerSchema,
    {
      type: { description: '`text`: lettering, outlined from the font at print size.', example: 'text' },
      text: {
        description:
          'The words, 1 to 120 characters in up to 10 lines (`\\n` breaks a line); no other control characters.',
        example: 'Surf’s up',
      },
      font: { description: 'A font of `GET /v1/fonts`, by its id.', example: 'bebas-neue' },
      color: { description: 'The fill colour, as #RRGGBB.', example: '#1E3A8A' },
      x: centreX,
      y: centreY,
      width: {
        description:
          "The width of the laid-out text's outlines as a fraction of the print area's width (0.02 to 2): the text is scaled to it, its height following.",
        example: 0.6,
      },
      rotation,
      arc: {
        description:
          'Bends the baseline along a circle: the angle it spans, from -360 to 360 (0 straight, positive arches up, negative down, 360 a full circle).',
        example: 30,
      },
      outline: { description: 'A stroke round each letter; none when absent.' },
      align: {
        description: 'How lines of different lengths line up: `left`, `center` (default) or `right`.',
        example: 'center',
      },
      letter_spacing: {
        description: 'Extra space between letters, in em (-0.1 to 1); 0 when absent.',
        example: 0.05,
      },
    },
    'A text layer: words set in a font, bent by `arc`, scaled to `width` and centred on (x, y).',
  ),
  describeObject(textOutlineSchema, {
    color: { description: "The outline's colour, as #RRGGBB.", example: '#FFFFFF' },
    width: {
      description: "The stroke's width as a fraction of the font size (0.005 to 0.25 em).",
      example: 0.04,
    },
  }),
  describeObject(
    layersSchema,
    perPrintArea(
      (area) =>
        `The layers printed on ${area}, in paint order (the first is painted first, the last on top): 1 to 12 image and text layers. Absent: nothing printed there.`,
    ),
    'Print area -> its layers. Which areas a product has is in the catalogue’s `print_areas`; at least one area must carry a layer.',
  ),
  describeObject(
    placementSchema,
    {
      x: {
        description:
          "The design's centre from the print area's left edge, as a fraction of its width (0 to 1).",
        example: 0.5,
      },
      y: {
        description:
          "The design's centre from the print area's top edge, as a fraction of its height (0 to 1).",
        example: 0.35,
      },
      width: {
        description:
          "The design's width as a fraction of the print area's width (0.05 to 1); its height follows from the design's 3:4 shape. The turned box must stay inside the area.",
        example: 0.6,
      },
      rotation,
    },
    'Where a design sits on a print area.',
  ),
  describeKeys(
    placementsSchema.def.in,
    perPrintArea(
      (area) => `Where the design on ${area} sits; centred at 87.5 % of the area's width when absent.`,
    ),
    'Print area -> placement, for the areas `designs` fills (a placement for an area without a design is refused).',
  ),
  describeObject(designMockupParamsSchema, {
    design_id: { description: "One of the customer's designs.", example: EXAMPLE.designId },
  }),
  describeObject(designMockupQuerySchema, {
    product_id: {
      description: "The catalogue's product to show; the catalogue's first product when absent.",
      example: EXAMPLE.productId,
    },
    color: { description: "The colour code of one of the product's variants.", example: 'WHT' },
    side: {
      description: 'The print area the design is on: front, back, left_sleeve, right_sleeve or neck_label.',
      example: 'front',
    },
    x: {
      description: 'The placement: centre from the left edge, a fraction of the area’s width.',
      example: 0.5,
    },
    y: {
      description: 'The placement: centre from the top edge, a fraction of the area’s height.',
      example: 0.5,
    },
    width: {
      description: "The placement: the design's width as a fraction of the area's width (0.05 to 1).",
      example: 0.875,
    },
    rotation: { description: 'The placement: degrees clockwise, -180 to 180.', example: 0 },
  }),
  describeObject(
    designMockupResponseSchema,
    {
      mockup_url: {
        description:
          'An 800 x 1000 WebP of the product with the design, on a transparent stage; needs no token.',
        example: EXAMPLE.mockupUrl,
      },
      thumbnail_url: {
        description: 'The same at 320 x 400, for carts, order rows and e-mails.',
        example: EXAMPLE.mockupUrl.replace('.webp', '-320.webp'),
      },
    },
    'The mockup, made once per design, product, colour and placement.',
  ),
  describeObject(layersMockupBodySchema, {
    product_id: {
      description: "The catalogue's product to show; the catalogue's first product when absent.",
      example: EXAMPLE.productId,
    },
    color: { description: "The colour code of one of the product's variants.", example: 'NAV' },
    side: { description: 'The print area the layers are on; `front` when absent.', example: 'front' },
    layers: {
      description:
        "The area's layers in paint order, as an order item carries them (1 to 12): composed on the server, as the print file will be.",
    },
  }),
  describeObject(fontFileParamsSchema, {
    file: {
      description: "A font's file: its id and `.ttf`, as its `url` names it.",
      example: 'bebas-neue.ttf',
    },
  }),
  describeObject(fontListResponseSchema, { fonts: { description: 'Every font a text layer may use.' } }),
  describeObject(fontListItemSchema, {
    id: { description: "The font's id, which a text layer's `font` names.", example: 'bebas-neue' },
    family: { description: 'The family name, as a font picker shows it.', example: 'Bebas Neue' },
    category: {
      description: 'What kind of lettering it is: display, script, serif, sans, monospace or handwriting.',
      example: 'display',
    },
    licence: { description: 'Every font is under the SIL Open Font License 1.1.', example: 'OFL-1.1' },
    url: {
      description:
        'The TrueType file (`GET /v1/fonts/{file}`), the same the print files are outlined from, so a preview drawn with it matches the print.',
      example: '/v1/fonts/bebas-neue.ttf',
    },
  }),
];
