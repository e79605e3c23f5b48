import { validators, type Config } from 'tailwind-merge';

/**
 * The Tailwind class groups this app uses, for `cn()`: tailwind-merge's own default config covers all
 * of Tailwind and weighs 5.6 kB gzip on every route. Each group is copied from that config
 * (node_modules/tailwind-merge/src/lib/default-config.ts) and kept in its order, since when two groups
 * share a prefix (`text-sm` size, `text-red-500` colour) the first whose validator accepts wins.
 * `__tests__/cn.test.ts` fails when the code uses a class this list does not know or merges wrongly;
 * add the group from the default config then.
 */
const {
  isAny,
  isAnyNonArbitrary,
  isArbitraryFamilyName,
  isArbitraryImage,
  isArbitraryLength,
  isArbitraryNumber,
  isArbitraryShadow,
  isArbitrarySize,
  isArbitraryValue: isArbitrary,
  isArbitraryVariable: isVariable,
  isArbitraryVariableFamilyName,
  isArbitraryVariableImage,
  isArbitraryVariableLength,
  isArbitraryVariableShadow,
  isArbitraryVariableSize,
  isArbitraryVariableWeight,
  isArbitraryWeight,
  isFraction,
  isInteger,
  isNumber,
  isTshirtSize,
} = validators;

const any = () => [isVariable, isArbitrary];
const color = () => [isAny];
const spacing = () => ['px', isNumber, ...any()];
const inset = () => [isFraction, 'full', 'auto', ...spacing()];
const sizes = () => [
  isFraction,
  'auto',
  'full',
  'dvw',
  'dvh',
  'lvw',
  'lvh',
  'svw',
  'svh',
  'min',
  'max',
  'fit',
];
const heights = () => ['screen', 'lh', 'none', ...sizes(), ...spacing()];
const lineWidth = () => ['', isNumber, isArbitraryVariableLength, isArbitraryLength];
const radius = () => ['', 'none', 'full', isTshirtSize, ...any()];
const overflow = () => ['auto', 'hidden', 'clip', 'visible', 'scroll'];
const align = () => ['start', 'end', 'center', 'stretch', 'center-safe', 'end-safe'];

const classGroups = {
  // Layout
  aspect: [{ aspect: ['auto', 'square', 'video', isFraction, ...any()] }],
  container: ['container'],
  display: [
    'block',
    'inline-block',
    'inline',
    'flex',
    'inline-flex',
    'table',
    'table-cell',
    'grid',
    'contents',
    'hidden',
  ],
  sr: ['sr-only', 'not-sr-only'],
  // Words of the app's texts and notes ('order status filter') are scanned as classes too.
  filter: [{ filter: ['', 'none', ...any()] }],
  isolation: ['isolate', 'isolation-auto'],
  'object-fit': [{ object: ['contain', 'cover', 'fill', 'none', 'scale-down'] }],
  overflow: [{ overflow: overflow() }],
  'overflow-x': [{ 'overflow-x': overflow() }],
  'overflow-y': [{ 'overflow-y': overflow() }],
  position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
  inset: [{ inset: inset() }],
  'inset-x': [{ 'inset-x': inset() }],
  'inset-y': [{ 'inset-y': inset() }],
  top: [{ top: inset() }],
  right: [{ right: inset() }],
  bottom: [{ bottom: inset() }],
  left: [{ left: inset() }],
  visibility: ['visible', 'invisible', 'collapse'],
  z: [{ z: [isInteger, 'auto', ...any()] }],
  // Flexbox and grid
  basis: [{ basis: [isFraction, 'full', 'auto', isTshirtSize, ...spacing()] }],
  'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
  'flex-wrap': [{ flex: ['nowrap', 'wrap', 'wrap-reverse'] }],
  flex: [{ flex: [isNumber, isFraction, 'auto', 'initial', 'none', isArbitrary] }],
  grow: [{ grow: ['', isNumber, ...any()] }],
  shrink: [{ shrink: ['', isNumber, ...any()] }],
  'grid-cols': [{ 'grid-cols': [isInteger, 'none', 'subgrid', ...any()] }],
  'col-start-end': [{ col: ['auto', { span: ['full', isInteger, ...any()] }, isInteger, ...any()] }],
  gap: [{ gap: spacing() }],
  'gap-x': [{ 'gap-x': spacing() }],
  'gap-y': [{ 'gap-y': spacing() }],
  'justify-content': [{ justify: [...align(), 'between', 'around', 'evenly', 'baseline', 'normal'] }],
  'align-items': [{ items: [...align(), { baseline: ['', 'last'] }] }],
  'align-self': [{ self: ['auto', ...align(), { baseline: ['', 'last'] }] }],
  'place-items': [{ 'place-items': [...align(), 'baseline'] }],
  // Spacing
  p: [{ p: spacing() }],
  px: [{ px: spacing() }],
  py: [{ py: spacing() }],
  pt: [{ pt: spacing() }],
  pr: [{ pr: spacing() }],
  pb: [{ pb: spacing() }],
  pl: [{ pl: spacing() }],
  mx: [{ mx: ['auto', ...spacing()] }],
  my: [{ my: ['auto', ...spacing()] }],
  mt: [{ mt: ['auto', ...spacing()] }],
  mr: [{ mr: ['auto', ...spacing()] }],
  mb: [{ mb: ['auto', ...spacing()] }],
  ml: [{ ml: ['auto', ...spacing()] }],
  'space-y': [{ 'space-y': spacing() }],
  // Sizing
  size: [{ size: [...sizes(), ...spacing()] }],
  w: [{ w: [isTshirtSize, 'screen', ...sizes(), ...spacing()] }],
  'min-w': [{ 'min-w': [isTshirtSize, 'screen', 'none', ...sizes(), ...spacing()] }],
  'max-w': [
    {
      'max-w': [
        isTshirtSize,
        'screen',
        'none',
        'prose',
        { screen: [isTshirtSize] },
        ...sizes(),
        ...spacing(),
      ],
    },
  ],
  h: [{ h: ['screen', 'lh', ...sizes(), ...spacing()] }],
  'min-h': [{ 'min-h': heights() }],
  'max-h': [{ 'max-h': heights() }],
  // Typography
  'font-size': [{ text: ['base', isTshirtSize, isArbitraryVariableLength, isArbitraryLength] }],
  'font-style': ['italic', 'not-italic'],
  'font-weight': [
    {
      font: [
        ...['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'],
        ...[isArbitraryVariableWeight, isArbitraryWeight],
      ],
    },
  ],
  'font-family': [{ font: [isArbitraryVariableFamilyName, isArbitraryFamilyName, isAnyNonArbitrary] }],
  'fvn-spacing': ['proportional-nums', 'tabular-nums'],
  tracking: [{ tracking: ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest', ...any()] }],
  'line-clamp': [{ 'line-clamp': [isNumber, 'none', isVariable, isArbitraryNumber] }],
  leading: [{ leading: ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose', ...spacing()] }],
  'list-style-type': [{ list: ['disc', 'decimal', 'none', ...any()] }],
  'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
  'text-color': [{ text: color() }],
  'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
  'text-decoration-thickness': [
    { decoration: [isNumber, 'from-font', 'auto', isVariable, isArbitraryLength] },
  ],
  'text-decoration-color': [{ decoration: color() }],
  'underline-offset': [{ 'underline-offset': [isNumber, 'auto', ...any()] }],
  'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
  'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
  'text-wrap': [{ text: ['wrap', 'nowrap', 'balance', 'pretty'] }],
  'vertical-align': [{ align: ['baseline', 'top', 'middle', 'bottom', 'text-top', 'text-bottom', ...any()] }],
  whitespace: [{ whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] }],
  break: [{ break: ['normal', 'words', 'all', 'keep'] }],
  wrap: [{ wrap: ['break-word', 'anywhere', 'normal'] }],
  content: [{ content: ['none', ...any()] }],
  // Backgrounds
  'bg-clip': [{ 'bg-clip': ['border', 'padding', 'content', 'text'] }],
  'bg-size': [
    { bg: ['auto', 'cover', 'contain', isArbitraryVariableSize, isArbitrarySize, { size: any() }] },
  ],
  'bg-image': [
    {
      bg: [
        'none',
        {
          linear: [{ to: ['t', 'tr', 'r', 'br', 'b', 'bl', 'l', 'tl'] }, isInteger, ...any()],
          radial: ['', ...any()],
          conic: ['', isInteger, ...any()],
        },
        ...[isArbitraryVariableImage, isArbitraryImage],
      ],
    },
  ],
  'bg-color': [{ bg: color() }],
  'gradient-from': [{ from: color() }],
  'gradient-via': [{ via: color() }],
  'gradient-to': [{ to: color() }],
  // Borders, outlines, rings
  rounded: [{ rounded: radius() }],
  'rounded-t': [{ 'rounded-t': radius() }],
  'rounded-r': [{ 'rounded-r': radius() }],
  'border-w': [{ border: lineWidth() }],
  'border-w-y': [{ 'border-y': lineWidth() }],
  'border-w-t': [{ 'border-t': lineWidth() }],
  'border-w-r': [{ 'border-r': lineWidth() }],
  'border-w-b': [{ 'border-b': lineWidth() }],
  'border-w-l': [{ 'border-l': lineWidth() }],
  'divide-y': [{ 'divide-y': lineWidth() }],
  'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'] }],
  'border-color': [{ border: color() }],
  'outline-style': [{ outline: ['solid', 'dashed', 'dotted', 'double', 'none', 'hidden'] }],
  'outline-offset': [{ 'outline-offset': [isNumber, ...any()] }],
  'outline-w': [{ outline: lineWidth() }],
  'outline-color': [{ outline: color() }],
  // Effects
  shadow: [{ shadow: ['', 'inner', 'none', isTshirtSize, isArbitraryVariableShadow, isArbitraryShadow] }],
  'shadow-color': [{ shadow: color() }],
  'ring-w': [{ ring: lineWidth() }],
  'ring-w-inset': ['ring-inset'],
  'ring-color': [{ ring: color() }],
  'ring-offset-w': [{ 'ring-offset': [isNumber, isArbitraryLength] }],
  'ring-offset-color': [{ 'ring-offset': color() }],
  opacity: [{ opacity: [isNumber, ...any()] }],
  'drop-shadow': [
    { 'drop-shadow': ['', 'none', isTshirtSize, isArbitraryVariableShadow, isArbitraryShadow] },
  ],
  'backdrop-blur': [{ 'backdrop-blur': ['', 'none', isTshirtSize, ...any()] }],
  'border-collapse': [{ border: ['collapse', 'separate'] }],
  // Transitions, animation, transforms
  transition: [{ transition: ['', 'all', 'colors', 'opacity', 'shadow', 'transform', 'none', ...any()] }],
  duration: [{ duration: [isNumber, 'initial', ...any()] }],
  ease: [{ ease: ['linear', 'initial', 'in', 'out', 'in-out', ...any()] }],
  delay: [{ delay: [isNumber, ...any()] }],
  animate: [{ animate: ['none', 'spin', 'ping', 'pulse', 'bounce', ...any()] }],
  rotate: [{ rotate: ['none', isNumber, ...any()] }],
  scale: [{ scale: ['none', isNumber, ...any()] }],
  'transform-origin': [
    {
      origin: [
        'center',
        'top',
        'bottom',
        'left',
        'right',
        'top-left',
        'top-right',
        'bottom-right',
        'bottom-left',
        ...any(),
      ],
    },
  ],
  transform: [{ transform: ['', 'none', 'gpu', 'cpu', ...any()] }],
  'translate-x': [{ 'translate-x': [isFraction, 'full', ...spacing()] }],
  'translate-y': [{ 'translate-y': [isFraction, 'full', ...spacing()] }],
  // Interactivity and SVG
  accent: [{ accent: color() }],
  appearance: [{ appearance: ['none', 'auto'] }],
  cursor: [
    {
      cursor: [
        'auto',
        'default',
        'pointer',
        'not-allowed',
        'move',
        'grab',
        'grabbing',
        'nesw-resize',
        'nwse-resize',
        ...any(),
      ],
    },
  ],
  'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
  resize: [{ resize: ['none', '', 'y', 'x'] }],
  'scroll-mt': [{ 'scroll-mt': spacing() }],
  touch: [{ touch: ['auto', 'none', 'manipulation'] }],
  'touch-y': [{ 'touch-pan': ['y', 'up', 'down'] }],
  select: [{ select: ['none', 'text', 'all', 'auto'] }],
  'will-change': [{ 'will-change': ['auto', 'scroll', 'contents', 'transform', ...any()] }],
  fill: [{ fill: ['none', ...color()] }],
};

type ClassGroupId = keyof typeof classGroups;

/** Which groups a class overrides besides its own: `p-4` replaces an earlier `px-2`, `size-4` a `w-8`. */
const conflictingClassGroups: Partial<Record<ClassGroupId, ClassGroupId[]>> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: ['rounded-t', 'rounded-r'],
  'border-w': ['border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  touch: ['touch-y'],
  'touch-y': ['touch'],
};

export const classGroupsConfig: Config<ClassGroupId, never> = {
  cacheSize: 500,
  theme: {},
  classGroups,
  conflictingClassGroups,
  // `text-sm/6` sets the line height too, so it overrides an earlier `leading-*`.
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  // Variants whose order changes what they select (`before:` then `hover:` is not `hover:` then `before:`).
  orderSensitiveModifiers: [
    ...['*', '**', 'after', 'backdrop', 'before', 'details-content', 'file', 'first-letter'],
    ...['first-line', 'marker', 'placeholder', 'selection'],
  ],
};
