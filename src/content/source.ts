import { z } from 'zod'
import { LOCALE_CODES, type LocaleCode } from '../i18n/locales'
import { buildEntry, type Entry } from './parse'
import { faqSchema, pricingSchema, siteSchema, type Collection, type FaqData, type PricingData, type SiteData } from './collection-schemas'
import type { ContentStore } from './store'
import { isOutage } from '../api/errors'
import { deepFreeze } from './deep-freeze'
import { errorMessage } from '../lang/error-message'

/**
 * Where content comes from. The embedded source (files under `content/`, the default) and the HTTP
 * source (a CMS API at CONTENT_API_URL) return the same shapes, validated by the same schemas.
 */
export interface ContentSource {
  entry<C extends Collection>(collection: C, locale: LocaleCode, slug: string): Promise<Entry<C> | undefined>
  list<C extends Collection>(collection: C, locale: LocaleCode): Promise<readonly Entry<C>[]>
  localesOf(collection: Collection, slug: string): Promise<readonly LocaleCode[]>
  site(locale: LocaleCode): Promise<SiteData | undefined>
  faq(locale: LocaleCode): Promise<FaqData | undefined>
  pricing(): Promise<PricingData | undefined>
}

/** The embedded source over an already validated store; what it hands out is frozen (`deepFreeze`). */
export function embeddedSource(store: ContentStore, extra: { faqs: Partial<Record<LocaleCode, FaqData>>; pricing: PricingData | undefined }): ContentSource {
  deepFreeze(extra)
  return {
    entry: async (c, l, s) => store.get(c, l, s),
    list: async (c, l) => store.list(c, l),
    localesOf: async (c, s) => store.localesOf(c, s),
    site: async (l) => store.site(l),
    faq: async (l) => extra.faqs[l],
    pricing: async () => extra.pricing,
  }
}

/** A `{ code, data }` call as `src/api/client.ts` makes it: rejects on any failure. */
export type ApiCall = <S extends z.ZodType>(path: string, schema: S) => Promise<z.output<S>>

/** One raw entry as the CMS sends it. */
const rawEntrySchema = z.object({ slug: z.string(), frontmatter: z.unknown(), body: z.string() })

export interface HttpSourceOptions {
  /** How long responses are reused, in ms. */
  readonly ttlMs: number
  /** Logs a dropped (invalid) response or entry. */
  readonly log: (message: string) => void
  readonly now?: () => number
}

/**
 * The HTTP source (endpoints documented in docs/content.md, "The Content API"):
 * `collections/{collection}/{locale}` → `[{ slug, frontmatter, body }]`, `site/{locale}`,
 * `faq/{locale}`, `pricing`. Every response is validated like the embedded files; an invalid entry is
 * logged and left out; a response that says "not here" (404, non-zero code, wrong shape) is logged and
 * treated as missing content. An outage (no response, timeout, 5xx) is not "missing": the last good copy
 * is served if there is one, else the call throws, so the page responds with the error screen (500,
 * which no cache keeps) rather than a 404 that would tell crawlers the page is gone.
 */
export function httpSource(call: ApiCall, options: HttpSourceOptions): ContentSource {
  const now = options.now ?? Date.now
  const cache = new Map<string, { at: number; value: Promise<unknown> }>()
  const lastGood = new Map<string, unknown>()
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key)
    if (hit && now() - hit.at < options.ttlMs) return hit.value as Promise<T>
    const value = load().then(
      (v) => {
        // Shared by every request until it expires: frozen, as the embedded content is.
        deepFreeze(v)
        lastGood.set(key, v)
        return v
      },
      (error: unknown) => {
        // A failure never sticks: the next request asks again. Meanwhile the last good copy serves.
        if (cache.get(key)?.value === value) cache.delete(key)
        if (lastGood.has(key)) {
          options.log(`[content] ${key}: serving the last good copy`)
          return lastGood.get(key) as T
        }
        throw error
      },
    )
    cache.set(key, { at: now(), value })
    return value
  }
  const optional = async <T>(what: string, load: () => Promise<T>, outage: 'throw' | 'missing' = 'throw'): Promise<T | undefined> => {
    try {
      return await load()
    } catch (error) {
      options.log(`[content] ${what}: ${errorMessage(error)}`)
      if (outage === 'throw' && isOutage(error)) throw new Error(`content unavailable: ${what}`, { cause: error })
      return undefined
    }
  }

  const list = <C extends Collection>(collection: C, locale: LocaleCode): Promise<readonly Entry<C>[]> =>
    cached(`list/${collection}/${locale}`, async () => {
      const raw = await optional(`collections/${collection}/${locale}`, () => call(`collections/${collection}/${locale}`, z.array(z.unknown())))
      const entries: Entry<C>[] = []
      for (const item of raw ?? []) {
        const shaped = rawEntrySchema.safeParse(item)
        const file = `CONTENT_API/collections/${collection}/${locale}/${shaped.success ? shaped.data.slug : '?'}`
        if (!shaped.success) {
          options.log(`[content] ${file}: dropped: not { slug, frontmatter, body }`)
          continue
        }
        try {
          entries.push(buildEntry(file, collection, locale, shaped.data.slug, shaped.data.frontmatter, shaped.data.body))
        } catch (error) {
          options.log(`[content] dropped: ${errorMessage(error)}`)
        }
      }
      // A duplicate slug keeps its first entry: the CMS is not trusted to be consistent.
      const unique = entries.filter((e, i) => entries.findIndex((x) => x.slug === e.slug) === i)
      if (unique.length < entries.length) options.log(`[content] collections/${collection}/${locale}: duplicate slugs dropped`)
      return unique
    })

  return {
    list,
    entry: async (collection, locale, slug) => (await list(collection, locale)).find((e) => e.slug === slug),
    localesOf: async (collection, slug) => {
      const found = await Promise.all(LOCALE_CODES.map(async (l) => ((await list(collection, l)).some((e) => e.slug === slug) ? l : undefined)))
      return found.filter((l): l is LocaleCode => l !== undefined)
    },
    // SPEC 7/8: base info falls back to empty data on failure, outage included.
    site: (locale) => cached(`site/${locale}`, () => optional(`site/${locale}`, () => call(`site/${locale}`, siteSchema), 'missing')),
    faq: (locale) => cached(`faq/${locale}`, () => optional(`faq/${locale}`, () => call(`faq/${locale}`, faqSchema))),
    pricing: () => cached('pricing', () => optional('pricing', () => call('pricing', pricingSchema))),
  }
}
