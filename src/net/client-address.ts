/**
 * The visitor's address behind reverse proxies. `X-Forwarded-For` is trusted only when the
 * connection comes from a configured proxy: anyone else could write any address into it.
 */

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/
const IPV6 = /^[0-9a-f:]+(?:\d{1,3}(?:\.\d{1,3}){3})?$/i

/** An address without the IPv4-mapped IPv6 prefix, or undefined if it is not an IP address. */
export function normalizeIp(value: string | undefined | null): string | undefined {
  const ip = value
    ?.trim()
    .replace(/^\[|\]$/g, '')
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  if (!ip) return undefined
  const v4 = IPV4.exec(ip)
  if (v4) return v4.slice(1).every((octet) => Number(octet) <= 255) ? ip : undefined
  return ip.includes(':') && IPV6.test(ip) ? ip.toLowerCase() : undefined
}

function ipv4ToNumber(ip: string): number | undefined {
  const m = IPV4.exec(ip)
  return m ? m.slice(1).reduce((n, octet) => n * 256 + Number(octet), 0) : undefined
}

/** Whether `ip` matches one entry of a proxy list: an exact address or an IPv4 CIDR range. */
export function isTrusted(ip: string, trusted: readonly string[]): boolean {
  return trusted.some((entry) => {
    const [base, bits] = entry.split('/')
    if (bits === undefined) return normalizeIp(base) === ip
    const start = ipv4ToNumber(base ?? '')
    const value = ipv4ToNumber(ip)
    const size = Number(bits)
    if (start === undefined || value === undefined || !(size >= 0 && size <= 32)) return false
    const mask = size === 0 ? 0 : (0xffffffff << (32 - size)) >>> 0
    return (start & mask) >>> 0 === (value & mask) >>> 0
  })
}

/**
 * The client address: the connection's peer, unless that peer is a trusted proxy; then the
 * right-most `X-Forwarded-For` entry that is not itself a trusted proxy (entries to its left were
 * written by the client and prove nothing).
 */
export function clientAddress(remote: string | undefined, forwardedFor: string | null | undefined, trusted: readonly string[]): string | undefined {
  const peer = normalizeIp(remote)
  if (!peer || !isTrusted(peer, trusted) || !forwardedFor) return peer
  const hops = forwardedFor.split(',').map(normalizeIp)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]
    if (!hop) return peer
    if (!isTrusted(hop, trusted)) return hop
  }
  return hops[0] ?? peer
}
