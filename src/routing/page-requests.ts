/**
 * What one request for page data (ADR 022) may carry: the browser batches preloads up to it, the
 * server's input check refuses more. Here, not in `pages.functions.ts`, so the browser can batch
 * without loading the server-function module before its first call (ADR 039).
 */

/** The most pages one call may ask for (a burst of preloads travels together, ADR 022). */
export const MAX_PAGES_PER_CALL = 16
