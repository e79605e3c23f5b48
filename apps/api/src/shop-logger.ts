import { pino, type DestinationStream, type Logger } from 'pino';

/** The longest text a log line keeps of any one value: the message, a field, an error's message. */
export const LOG_STRING_CAP = 1_000;
/** The longest line the shop's log writes at all. */
export const LOG_LINE_CAP = 16_384;
// A stack's frames are the program's own text, at most Error.stackTraceLimit of them; only the
// message line in front of them may be a visitor's. The frames get more room so errors stay legible.
const STACK_FRAMES_CAP = 4_000;
// What a line keeps when capping its values was not enough (an object with very many of them).
const KEPT_WHEN_OVER = ['level', 'time', 'pid', 'hostname', 'reqId', 'msg'];

/**
 * The shop's one logger (pino at `level`, to stdout unless given a destination). Requests put
 * their own text into log lines: a URL, a header, a callback URL better-auth complains about, an
 * error message quoting the input. Every line passes through capLogLine on its way out, whoever
 * wrote it (the shop, Fastify, better-auth, pg-boss), so no request can make a line longer than
 * LOG_LINE_CAP or any value in it longer than LOG_STRING_CAP.
 */
export function createShopLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, hooks: { streamWrite: capLogLine } };
  return destination ? pino(options, destination) : pino(options);
}

/** One JSON log line with every string in it cut to its cap (keys too), and the line to LOG_LINE_CAP. */
export function capLogLine(line: string): string {
  // A line this short cannot hold an over-long value: nearly every line goes out untouched.
  if (line.length <= LOG_STRING_CAP) return line;
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch {
    return `${JSON.stringify({ msg: cut(line, LOG_STRING_CAP) })}\n`;
  }
  const capped = capValues(record) as Record<string, unknown>;
  const out = JSON.stringify(capped);
  if (out.length <= LOG_LINE_CAP) return `${out}\n`;
  const kept = Object.fromEntries(KEPT_WHEN_OVER.filter((k) => k in capped).map((k) => [k, capped[k]]));
  return `${JSON.stringify({ ...kept, logLineCut: `${out.length} chars over ${LOG_LINE_CAP}` })}\n`;
}

function capValues(value: unknown, key?: string): unknown {
  if (typeof value === 'string') return key === 'stack' ? capStack(value) : cut(value, LOG_STRING_CAP);
  if (Array.isArray(value)) return value.map((item) => capValues(item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [cut(k, LOG_STRING_CAP), capValues(v, k)]),
    );
  }
  return value;
}

function capStack(stack: string): string {
  const frames = stack.search(/\n\s+at /);
  if (frames < 0) return cut(stack, LOG_STRING_CAP);
  return cut(stack.slice(0, frames), LOG_STRING_CAP) + cut(stack.slice(frames), STACK_FRAMES_CAP);
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…[truncated ${text.length - max} chars]`;
}
