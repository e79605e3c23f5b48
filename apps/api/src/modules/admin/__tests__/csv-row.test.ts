import { describe, expect, it } from 'vitest';
import { csvRow } from '../csv-row';

describe('a CSV record (RFC 4180)', () => {
  it('leaves plain fields alone and ends in CRLF', () => {
    expect(csvRow(['oss', 'DE', 19, '-20.82'])).toBe('oss,DE,19,-20.82\r\n');
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvRow(['Korea, Republic of', 'say "hi"', 'two\r\nlines', 'x'])).toBe(
      '"Korea, Republic of","say ""hi""","two\r\nlines",x\r\n',
    );
  });
});
