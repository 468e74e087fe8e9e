import { baseInfoSchema, EMPTY_BASE_INFO, type BaseInfo } from '#src/content/collection-schemas'
import { getLocale, type LocaleCode } from '#src/i18n/locales'
import { phraseMarker } from '#src/i18n/phrase-splitters'
import { contentSource } from './content.server'
import { upstream as api } from './upstream.server'

/**
 * SPEC 7 `home/base-info` for a language: from the configured upstream, else from embedded
 * `content/site/<code>.json`. Any failure returns empty data so the page still renders.
 */
export async function fetchBaseInfo(locale: LocaleCode): Promise<BaseInfo & { site_name: string }> {
  const info = await readBaseInfo(locale)
  // The statistics strip's heading is shown as a heading: phrase marks in Japanese and Chinese (ADR 049).
  return info.statistical_title ? { ...info, statistical_title: phraseMarker(locale)(info.statistical_title) } : info
}

async function readBaseInfo(locale: LocaleCode): Promise<BaseInfo & { site_name: string }> {
  // English site data stands in for a language that has none (the visible-content layer).
  const site = await contentSource().site(locale)
  const siteName = site?.site_name ?? ''
  if (api) {
    try {
      const info = await api('home/base-info', baseInfoSchema, { query: { lang: getLocale(locale).value, type: 'home' } })
      return { ...info, site_name: siteName }
    } catch {
      // Already reported by the client; SPEC 7: fall back to empty data.
      return { ...EMPTY_BASE_INFO, site_name: siteName }
    }
  }
  if (!site) return { ...EMPTY_BASE_INFO, site_name: siteName }
  const { categories: _c, tags: _t, help_categories: _h, ...info } = site
  return info
}
