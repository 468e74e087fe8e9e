// Replaced at build time by Vite's `define` (vite.config.ts); absent under plain Node (unit tests).
declare const __BUILD_ID__: string | undefined

/**
 * The id of the build this code belongs to (ADR 010): the same in the server bundle and the browser
 * bundle of one build, published in `/builds/latest.json`. Tracking sends it as `js_version`.
 */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev'
