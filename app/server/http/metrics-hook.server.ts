import { definePlugin } from 'nitro'
import { countResponse } from '../metrics.server'

/**
 * Counts every response of the nitro app (ADR 050): the response hook runs for whatever the app
 * sends, cache hits, errors and the files nitro serves included, as the security headers' does.
 */
export default definePlugin((nitroApp) => {
  nitroApp.hooks.hook('response', (response, event) => {
    countResponse(event.req.method, response.status, response.headers.get('x-cache'))
  })
})
