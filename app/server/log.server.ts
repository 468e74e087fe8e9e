import pino from 'pino'
import { env } from './env.server'
import { requestLogFields } from './telemetry.server'

/**
 * The server's log (ADR 056): one JSON object per line on stdout, at LOG_LEVEL and above, each with
 * the time, the level's name and, while a request is served, its id and trace (`requestId`,
 * `traceId`, `spanId`), so a platform's log search can gather one request's lines. Errors go under
 * `err` with their type, message and stack. Start's build and nitro's each have an instance of
 * this module; both write whole lines to the same descriptor, synchronously, so lines never
 * interleave and none is lost when the process exits.
 *
 * The refusals of a broken configuration are not here: they are printed before the log's own
 * setting is known to be valid, as plain lines on stderr (env.server.ts).
 */
export const log = pino(
  {
    level: env.LOG_LEVEL,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: requestLogFields,
  },
  pino.destination({ fd: 1, sync: true }),
)
