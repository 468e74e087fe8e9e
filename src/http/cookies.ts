/** The `Set-Cookie` / `document.cookie` string of a site-wide, first-party cookie lasting `days`. */
export function cookieString(name: string, value: string, days: number, secure = false): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(days * 86_400)}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** A cookie's value in a Cookie header (or `document.cookie`), or undefined. Bounded and never throws. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header || header.length > 8192) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue
    const raw = part.slice(eq + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}
