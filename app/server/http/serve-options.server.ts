import { defineServerEntry } from 'nitro'

/**
 * nitro's server entry (`defineServerEntry`, nitro's `serverEntry` option): the options nitro's
 * Node presets hand to srvx when they start listening. It has no `fetch`, so every request goes on
 * to the app.
 *
 * Graceful shutdown is on everywhere: srvx turns it off by default when `CI` or `TEST` is set, and a
 * server stopped in CI must drain as it does in production. On SIGTERM or SIGINT srvx stops taking
 * connections, lets the requests under way finish (SERVER_SHUTDOWN_TIMEOUT seconds, default 5),
 * closes, and nitro runs its `close` hooks (lifecycle.server.ts).
 */
export default defineServerEntry({ gracefulShutdown: true })
