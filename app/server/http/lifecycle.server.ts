import { context as otelContext } from '@opentelemetry/api'
import { definePlugin } from 'nitro'
import { nodeVersionProblem } from '#src/config/node-version'
import { missingLocaleOriginsWarning } from '#src/i18n/hosts'
import { env, retiredVariables } from '../env.server'
import { flushServerErrors, reportServerError } from '../error-reporting.server'
import { log } from '../log.server'
import { fieldOf } from '#src/lang/field-of'
import { requestContextOf } from './telemetry-plugin.server'

/**
 * The server's life, on nitro's plugin hooks, the same on every preset (ADR 046):
 * - It refuses to start on a Node.js without an unflagged `node:sqlite` (one line naming the
 *   version and the fix), and on a bad configuration (env.server.ts has printed one line per
 *   problem and exited by the time this runs: importing it parses the environment).
 * - A closed log pipe never keeps it busy.
 * - It warns once about settings that are no longer read and a language without its own host.
 * - Errors nothing caught (nitro's `error` hook, which its entries call for unhandled rejections and
 *   exceptions) are logged and reported (ADR 026); a request that failed with the server's error is
 *   logged with its id (ADR 056).
 * - On SIGTERM or SIGINT srvx drains and closes (serve-options.server.ts); nitro's `close` hook then
 *   sends the error reports still under way before the process ends.
 */
export default definePlugin((nitroApp) => {
  // Logging must never be what keeps a server busy. Once the pipe its output goes to is closed (the
  // supervisor that read it has gone), every write fails with EPIPE; without a listener that is an
  // uncaught exception, which is logged, which fails again: the process spun at full CPU forever.
  // A failed log write is dropped: there is nowhere else to report it.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {})
  const problem = nodeVersionProblem(process.versions.node)
  if (problem) {
    console.error(problem)
    process.exit(1)
  }
  for (const warning of [...retiredVariables(process.env), missingLocaleOriginsWarning(env.origins)]) if (warning) log.warn(warning)
  nitroApp.hooks.hook('error', (error, context) => {
    const kind = context.tags?.find((tag) => tag === 'unhandledRejection' || tag === 'uncaughtException')
    if (kind) {
      log.error({ err: error, kind }, 'unhandled error')
      reportServerError(error, { kind })
      return
    }
    // An error a handler threw, which nitro's error handler turns into its response: logged when it
    // is the server's fault (a 4xx it threw on purpose is the response, not a failure).
    const status = fieldOf(error, 'status')
    if (context.event && !(typeof status === 'number' && status < 500)) {
      const event = context.event
      otelContext.with(requestContextOf(event), () =>
        log.error({ err: error, method: event.req.method, path: new URL(event.req.url).pathname }, 'the request failed'),
      )
    }
  })
  nitroApp.hooks.hook('close', () => flushServerErrors())
})
