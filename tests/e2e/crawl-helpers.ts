import type { APIRequestContext, APIResponse } from '@playwright/test'

/** GET an absolute URL of the site; the zh host is reached on 127.0.0.1 with its Host header. */
export function getUrl(request: APIRequestContext, href: string): Promise<APIResponse> {
  const url = new URL(href)
  if (url.hostname === 'zh.localhost') {
    const host = url.host
    url.hostname = '127.0.0.1'
    return request.get(url.href, { maxRedirects: 0, headers: { host } })
  }
  return request.get(url.href, { maxRedirects: 0 })
}

/** Undoes the HTML escaping React applies to attribute values. */
export const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The raw `href` values of every `<a>` of an HTML document. */
export const anchors = (html: string) => [...html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/gi)].map((m) => decode(m[1]!))
