import type { Logger as PinoLogger } from 'pino';

/** The log use cases and adapters write to (pino, configured by LOG_LEVEL). */
export type Logger = Pick<PinoLogger, 'debug' | 'info' | 'warn' | 'error'>;
