/** A multipart request that no parser can read as one whole file part, and what is wrong with it. */
export type MalformedMultipart = { name: string; contentType: string; payload: Buffer };

const BOUNDARY = '----prompttee-malformed';
const fileHead =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
  'Content-Type: image/png\r\n\r\n';
const pngStart = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const whole = Buffer.concat([Buffer.from(fileHead), pngStart, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
const withBoundary = `multipart/form-data; boundary=${BOUNDARY}`;

/** The malformed multipart requests every route must refuse with a 4xx, changing nothing. */
export const MALFORMED_MULTIPART: MalformedMultipart[] = [
  { name: 'no boundary', contentType: 'multipart/form-data', payload: whole },
  { name: 'an empty boundary', contentType: 'multipart/form-data; boundary=', payload: whole },
  {
    name: 'a boundary the body does not use',
    contentType: 'multipart/form-data; boundary=other',
    payload: whole,
  },
  {
    name: 'a body that ends inside the file',
    contentType: withBoundary,
    payload: Buffer.concat([Buffer.from(fileHead), pngStart]),
  },
  {
    name: 'a body that ends inside the part headers',
    contentType: withBoundary,
    payload: Buffer.from(fileHead.slice(0, 60)),
  },
  {
    name: 'a body that ends after the first boundary',
    contentType: withBoundary,
    payload: Buffer.from(`--${BOUNDARY}`),
  },
  { name: 'an empty body', contentType: withBoundary, payload: Buffer.alloc(0) },
  {
    name: 'only the closing boundary',
    contentType: withBoundary,
    payload: Buffer.from(`--${BOUNDARY}--\r\n`),
  },
  {
    name: 'a part without Content-Disposition',
    contentType: withBoundary,
    payload: Buffer.from(`--${BOUNDARY}\r\nContent-Type: image/png\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`),
  },
  {
    name: 'a part header without a colon',
    contentType: withBoundary,
    payload: Buffer.from(`--${BOUNDARY}\r\nnonsense\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`),
  },
  {
    name: 'bytes that are not multipart at all',
    contentType: withBoundary,
    payload: Buffer.from([0, 255, 13, 10, 45]),
  },
];
