import type { setupI18n } from '@lingui/core'
import type { BaseInfo } from '#src/content/types'
import type { LocaleCode } from '#src/i18n/locales'
import type { SiteContext } from './site-context'

// The router's context and the shell's base info, as types of their own: components and routes
// read them, and importing them from the router (which imports the route tree, which imports the
// routes) would tie the whole app into one import cycle.

/** Base info as the shell uses it, with the menu slots (`MENU_SLOTS` indexes) the locale has pages for. */
export type ShellInfo = BaseInfo & { site_name: string; menuSlots?: readonly number[] }

/** What every route's `context` holds. One instance per router: per SSR request, per browser tab. */
export interface RouterContext {
  readonly i18n: ReturnType<typeof setupI18n>
  site: SiteContext
  /** Base info per locale, fetched once per locale (SPEC 7: on every language change). */
  readonly baseInfo: Map<LocaleCode, ShellInfo>
}
