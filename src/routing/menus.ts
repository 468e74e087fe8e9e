import type { ContentSummary } from '../content/summary'
import type { LocaleCode } from '../i18n/locales'
import { getOrMake } from '../lang/get-or-make'
import { pageExists } from './existing-pages'
import { PAGE_KINDS, rowOf, type Menu, type MenuSlot, type NavKey, type PageKind } from './registry'

export type { Menu, NavKey }

/**
 * The menus, derived from the registry rows' `menus` slots, plus the entries that leave the site.
 * A menu lists a page only where it exists (`menuSlotsIn`, computed on the server).
 */

/** The community chat group on Telegram (the footer's chat-group entry and the chat panel's channel). */
export const TELEGRAM_URL = 'https://t.me/profiledeck'

/** Entries that are not pages of the site (SPEC 2.5 keys chat group and video). */
const EXTERNAL: readonly { readonly in: Menu; readonly order: number; readonly nav: NavKey; readonly href: string }[] = [
  { in: 'community', order: 1, nav: 'chat-group', href: TELEGRAM_URL },
  { in: 'community', order: 2, nav: 'video', href: 'https://www.youtube.com/@profiledeck' },
]

/** One entry of a menu: a page of the registry (with its slot) or an external link. */
export type MenuEntry =
  { readonly type: 'page'; readonly kind: PageKind; readonly slot: MenuSlot } | { readonly type: 'external'; readonly nav: NavKey; readonly href: string }

/** Every page slot of every menu, in registry order. */
export const MENU_SLOTS: readonly { readonly kind: PageKind; readonly slot: MenuSlot }[] = PAGE_KINDS.flatMap((kind) =>
  (rowOf(kind).menus ?? []).map((slot) => ({ kind, slot })),
)

/**
 * Each content's slots per locale, cached: the content of a build never changes, and every page
 * render asks for its locale's slots (checking every slot's page each time was a measurable part
 * of a render, docs/performance.md). Keyed by the content itself, so content loaded anew is asked anew.
 */
const SLOTS_IN = new WeakMap<ContentSummary, Map<LocaleCode, readonly number[]>>()

/** The indexes of the `MENU_SLOTS` whose page exists in `locale` (as the registry says). */
export function menuSlotsIn(locale: LocaleCode, content: ContentSummary): readonly number[] {
  return getOrMake(
    getOrMake(SLOTS_IN, content, () => new Map()),
    locale,
    () => MENU_SLOTS.flatMap((m, i) => (pageExists({ kind: m.kind, params: m.slot.params ?? {} }, locale, content) ? [i] : [])),
  )
}

/** The entries of a menu in display order, pages limited to the slots in `existing` (from `menuSlotsIn`). */
export function menuEntries(menu: Menu, existing: ReadonlySet<number>): MenuEntry[] {
  const pages = MENU_SLOTS.flatMap((m, i) =>
    m.slot.in === menu && existing.has(i) ? [{ order: m.slot.order, entry: { type: 'page', kind: m.kind, slot: m.slot } as const }] : [],
  )
  const external = EXTERNAL.filter((e) => e.in === menu).map((e) => ({ order: e.order, entry: { type: 'external', nav: e.nav, href: e.href } as const }))
  return [...pages, ...external].sort((a, b) => a.order - b.order).map((x) => x.entry)
}

/** The SPEC 2.5 keys the menus hold (a test checks that every key is in one). */
export function navKeysInMenus(): NavKey[] {
  return [...MENU_SLOTS.flatMap((m) => (m.slot.nav ? [m.slot.nav] : [])), ...EXTERNAL.map((e) => e.nav)]
}
