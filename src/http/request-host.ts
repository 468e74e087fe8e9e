/**
 * The host a request was made for: the first `X-Forwarded-Host` a proxy set, else `Host`. One rule
 * for the language a host serves (request rules, site context) and the HTML cache's key, so a page
 * is never cached under one host and served for another. The value only ever selects among the
 * configured origins (`hostLocaleFor`) or keys a cache entry: a made-up host gets the default
 * language and an entry of its own.
 */
export function requestHost(header: (name: string) => string | null | undefined): string {
  return header('x-forwarded-host')?.split(',')[0]?.trim() || header('host')?.trim() || ''
}
