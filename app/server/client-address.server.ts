import { getRequestHeader, getRequestIP } from '@tanstack/react-start/server'
import { clientAddress } from '#src/net/client-address'
import { env } from './env.server'

/**
 * The client's address, by the one rule every per-client limit (collector, vitals, search) and
 * every forwarded address (the upstream's X-Forwarded-For, the chat's CHAT_SKIP_IP) uses: the
 * connection's peer, unless it is one of TRUSTED_PROXIES; then `X-Forwarded-For` read right to left
 * up to the first hop that is not a trusted proxy (`src/net/client-address.ts`). A client that
 * writes its own X-Forwarded-For changes nothing unless its connection comes from a trusted proxy.
 * `request` gives the header when the caller has the request; otherwise the one being served.
 * Undefined when the peer is not known (outside a request).
 */
export function requestClientAddress(request?: Request): string | undefined {
  let peer: string | undefined
  try {
    peer = getRequestIP()
  } catch {
    // Not while serving a request.
    return undefined
  }
  const forwardedFor = request ? request.headers.get('x-forwarded-for') : getRequestHeader('x-forwarded-for')
  return clientAddress(peer, forwardedFor, env.trustedProxies)
}

/** The key of a per-client limit: the client's address, or one shared key when it is not known. */
export function rateLimitKey(request?: Request): string {
  return requestClientAddress(request) ?? 'unknown'
}
