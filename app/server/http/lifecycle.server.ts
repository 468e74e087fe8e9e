import { definePlugin } from 'nitro'
import { nodeVersionProblem } from '#src/config/node-version'
import { missingLocaleOriginsWarning } from '#src/i18n/hosts'
import { env, retiredVariables } from '../env.server'
import { flushServerErrors, reportServerError } from '../error-reporting.server'

/**
 * The server's life, on nitro's plugin hooks, the same on every preset (ADR 046):
 * - It refuses to start on a Node.js without an unflagged `node:sqlite` (one line naming the
 *   version and the fix), and on a bad configuration (env.server.ts has printed one line per
 *   problem and exited by the time this runs: importing it parses the environment).
 * - A closed log pipe never keeps it busy.
 * - It warns once about settings that are no longer read and a language without its own host.
 * - Errors nothing caught (nitro's `error` hook, which its entries call for unhandled rejections and
 *   exceptions) are reported (ADR 026).
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
  for (const warning of [...retiredVariables(process.env), missingLocaleOriginsWarning(env.origins)]) if (warning) console.warn(warning)
  nitroApp.hooks.hook('error', (error, context) => {
    const kind = context.tags?.find((tag) => tag === 'unhandledRejection' || tag === 'uncaughtException')
    if (kind) reportServerError(error, { kind })
  })
  nitroApp.hooks.hook('close', () => flushServerErrors())
})
