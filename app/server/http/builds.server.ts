import { defineHandler, HTTPError } from 'nitro'

/**
 * `/builds/**` that is not a file of this build (an old build's manifest after a deploy, or any
 * other name): a 404 that no cache stores. Without it the page router would respond with its HTML
 * 404, and the `immutable` Cache-Control of the `/builds/meta/**` route rule would let browsers
 * cache that 404 for a year. The files themselves are served by nitro's static handler before this
 * runs. Thrown as an HTTPError with its own Cache-Control: h3's route-rule headers never override
 * the headers of such an error.
 */
export default defineHandler(() => {
  throw new HTTPError({ status: 404, statusText: 'Unknown build', message: 'Unknown build', headers: { 'cache-control': 'no-store' } })
})
