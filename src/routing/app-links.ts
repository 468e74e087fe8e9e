import { httpUrl } from '../net/http-url'

/**
 * Adds SPEC 5's parameters to a registration or login URL: `rel=official_website` and
 * `lang=<locale value>` unless already present, and `from=<page URL>` when given and absent.
 * Anything but http(s) is refused (returns undefined).
 */
export function withAppParams(url: string, lang: string, from?: string): string | undefined {
  const parsed = httpUrl(url)
  if (!parsed) return undefined
  if (!parsed.searchParams.has('rel')) parsed.searchParams.set('rel', 'official_website')
  if (!parsed.searchParams.has('lang')) parsed.searchParams.set('lang', lang)
  if (from && !parsed.searchParams.has('from')) parsed.searchParams.set('from', from)
  return parsed.toString()
}
