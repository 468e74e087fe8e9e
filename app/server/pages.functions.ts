import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { LOCALE_CODES, type LocaleCode } from '#src/i18n/locales'
import { checkPage, switchTarget } from '#src/routing/pages'
import { PAGE_KINDS, pagePath, type PageKind } from '#src/routing/registry'
import { input, localeInput } from './inputs.server'
import { menuSlotsIn } from '#src/routing/nav'
import { contentSummary, pageIndex } from './pages.server'

/** One input shape for a page, bounded: anything can arrive from a URL. */
const pageInput = z.object({
  kind: z.enum(PAGE_KINDS as [PageKind, ...PageKind[]]),
  params: z.record(z.string().max(64), z.string().max(512)).refine((p) => Object.keys(p).length <= 4, 'too many params'),
  page: z.number().int().min(1).max(1e6).optional(),
  locale: localeInput,
  /** The request path, for the check's message ('Page Not Found: {path}'). */
  path: z.string().max(2048),
  /** The page key (locale-free path plus canonical query) the head names. */
  key: z.string().max(2048),
})

/**
 * What a page's loader needs from the registry: whether the page exists in its locale (its kind's
 * named check, with that check's status and message), the locales it is indexable in (hreflang, the
 * same set the sitemaps list), and where the language switcher goes for each locale (SPEC 2.5).
 */
export const getPageInfo = createServerFn({ method: 'GET' })
  .validator(input(pageInput))
  .handler(async ({ data }) => {
    const [summary, index] = await Promise.all([contentSummary(), pageIndex()])
    const ref = { kind: data.kind, params: data.params, page: data.page }
    const check = checkPage(ref, data.locale, summary, data.path)
    if (!check.ok) return { check, alternates: [] as LocaleCode[], switchTo: {} as Partial<Record<LocaleCode, string>> }
    const switchTo: Partial<Record<LocaleCode, string>> = {}
    for (const locale of LOCALE_CODES) switchTo[locale] = pagePath(switchTarget(ref, locale, summary))
    return { check, alternates: [...index.localesOf(data.key)], switchTo }
  })

/** Which menu slots (indexes into `MENU_SLOTS`) name a page that exists in the locale. */
export const getMenuSlots = createServerFn({ method: 'GET' })
  .validator(input(z.object({ locale: localeInput })))
  .handler(async ({ data }) => menuSlotsIn(data.locale, await contentSummary()))
