/**
 * One CSV record as RFC 4180 writes it: a field holding a comma, a double quote, a CR or an LF
 * is put in double quotes, its quotes doubled; records end in CRLF.
 */
export function csvRow(fields: readonly (string | number)[]): string {
  return `${fields.map((field) => quoted(String(field))).join(',')}\r\n`;
}

const quoted = (field: string) => (/[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field);
