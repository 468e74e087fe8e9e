/** `value` as a URL when it is an absolute http(s) URL; undefined for anything else (other schemes, garbage). */
export function httpUrl(value: string): URL | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined
}
