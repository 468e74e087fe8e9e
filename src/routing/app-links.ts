/**
 * Adds SPEC 5's parameters to a registration or login URL: `rel=official_website` and
 * `lang=<locale value>` unless already present, and `from=<page URL>` when given and absent.
 * Anything but http(s) is refused (returns undefined).
 */
export function withAppParams(url: string, lang: string, from?: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined
  if (!parsed.searchParams.has('rel')) parsed.searchParams.set('rel', 'official_website')
  if (!parsed.searchParams.has('lang')) parsed.searchParams.set('lang', lang)
  if (from && !parsed.searchParams.has('from')) parsed.searchParams.set('from', from)
  return parsed.toString()
}
