/**
 * Navigation menus (SPEC 2.5 nav item keys). Internal targets are locale-free paths; the app
 * localizes them. External targets are absolute https URLs.
 */
export type NavKey =
  | 'pre-sales'
  | 'blog'
  | 'partner'
  | 'proxy'
  | 'chat-group'
  | 'scan'
  | 'help'
  | 'video'
  | 'partner-plan'
  | 'about-us'
  | 'news'

/** A menu entry: a key (for its label) and where it goes. */
export interface NavItem {
  readonly key: NavKey
  readonly to: string
  readonly external?: boolean
}

/** The main menu, in display order. */
export const MAIN_NAV: readonly NavItem[] = [
  { key: 'blog', to: '/blog' },
  { key: 'news', to: '/news' },
  { key: 'help', to: '/helps' },
  { key: 'partner', to: '/partner' },
  { key: 'proxy', to: '/partner#proxy' },
  { key: 'partner-plan', to: '/partner-plan' },
  { key: 'pre-sales', to: '/pre-sales' },
  { key: 'about-us', to: '/about-us' },
]

/** Community entries (footer): chat group, video channel and the scan-to-contact QR. */
export const COMMUNITY_NAV: readonly NavItem[] = [
  { key: 'chat-group', to: 'https://t.me/profiledeck', external: true },
  { key: 'video', to: 'https://www.youtube.com/@profiledeck', external: true },
  { key: 'scan', to: '/pre-sales#contact' },
]

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
