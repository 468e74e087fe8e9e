import { httpUrl } from '../net/http-url'

/**
 * A Sentry DSN (`https://<public key>@<host>[/<path>]/<project id>`) as the site uses it: the
 * origin the browser must be allowed to connect to (CSP) and the envelope endpoint events go to.
 * Any Sentry-compatible ingest has this shape (sentry.io, a self-hosted Sentry, GlitchTip…).
 */
export interface Dsn {
  /** The ingest's origin, e.g. `https://o1.ingest.sentry.io`. */
  readonly origin: string
  readonly publicKey: string
  readonly projectId: string
  /** Where envelopes are posted: `<origin>[/<path>]/api/<project id>/envelope/`. */
  readonly envelopeUrl: string
}

/** Parses a DSN; undefined for anything that is not an http(s) URL with a public key and a numeric project id. */
export function parseDsn(value: string): Dsn | undefined {
  const url = httpUrl(value)
  if (!url) return undefined
  const segments = url.pathname.split('/').filter(Boolean)
  const projectId = segments.pop()
  if (!url.username || url.password || !projectId || !/^\d+$/.test(projectId) || url.search || url.hash) return undefined
  const prefix = segments.length ? `/${segments.join('/')}` : ''
  return {
    origin: url.origin,
    publicKey: decodeURIComponent(url.username),
    projectId,
    envelopeUrl: `${url.origin}${prefix}/api/${projectId}/envelope/`,
  }
}
