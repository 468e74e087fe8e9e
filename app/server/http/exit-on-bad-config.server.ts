/**
 * Imported first by the Node server's entry (and by `npm run config`): marks this process as a
 * server of its own, where a bad configuration prints its one line per problem and exits 1
 * (env.server.ts, ADR 025). It imports nothing, so it runs before env.server.ts is evaluated;
 * a global, not a module export, because the built server holds two copies of env.server.ts
 * (the entry's and the SSR bundle's).
 */
;(globalThis as Record<symbol, unknown>)[Symbol.for('profiledeck.exitOnBadConfig')] = true

export {}
