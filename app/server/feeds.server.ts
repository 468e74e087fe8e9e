import { setupI18n } from '@lingui/core'
import { pageUrl } from '#src/i18n/hosts'
import { localeFromPrefix, type LocaleCode } from '#src/i18n/locales'
import { buildFeed, feedPath, type FeedSection } from '#src/seo/feed'
import { activateLocale } from '../i18n/activate'
import { composeTitle } from '#src/seo/head'
import { PAGE_TITLES } from '../lib/messages'
import { entryRef, sectionRef } from '#src/routing/existing-pages'
import { pagePath, sectionKinds } from '#src/routing/registry'
import { contentSource } from './content.server'
import { siteContextForRequest } from './site-context.server'
import { withoutPhraseBreaks } from '#src/i18n/phrases'

const RSS_TYPE = 'application/rss+xml; charset=utf-8'

/**
 * The locale a feed URL names: its prefix, or the host's own locale when unprefixed (en on the main
 * host, zh on the zh host). Undefined for anything else, which the routes respond to with a 404.
 */
function feedLocale(prefix: string | undefined, hostLocale: LocaleCode): LocaleCode | undefined {
  return prefix === undefined ? hostLocale : localeFromPrefix(prefix)
}

/** The translated section name ("Blog", "News"): the section title the pages and breadcrumbs show. */
async function sectionName(section: FeedSection, locale: LocaleCode): Promise<string> {
  const i18n = setupI18n()
  await activateLocale(i18n, locale)
  // The catalog's heading text carries phrase breaks (ADR 049); a feed is read elsewhere.
  return withoutPhraseBreaks(i18n._(PAGE_TITLES[sectionKinds(section).index]!))
}

/** The RSS 2.0 response of `/{prefix}/{section}/rss.xml` (a 404 for a prefix that is no locale). */
export async function feedResponse(section: FeedSection, prefix: string | undefined): Promise<Response> {
  const { hostLocale, origins } = siteContextForRequest()
  const locale = feedLocale(prefix, hostLocale)
  if (!locale) return new Response('Not Found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

  const source = contentSource()
  // The list as /blog shows it (shown entries, in the one sort rule's order).
  const [entries, site, name] = await Promise.all([source.list(section, locale), source.site(locale), sectionName(section, locale)])
  const siteName = site?.site_name ?? ''
  const xml = buildFeed({
    locale,
    // The blog index page's own title, so a reader shows the feed under the name the page has.
    channel: {
      title: composeTitle(name, siteName),
      description: site?.description ?? name,
      ...(siteName ? { copyright: `© ${siteName}` } : {}),
    },
    link: pageUrl(locale, pagePath(sectionRef(section)!), origins),
    self: pageUrl(locale, feedPath(section), origins),
    posts: entries.map((e) => ({
      slug: e.slug,
      title: e.data.title,
      description: e.data.description,
      date: e.data.date,
      author: e.data.author,
      category: site?.categories[e.data.category] ?? e.data.category,
      tags: e.data.tags.map((t) => site?.tags[t] ?? t),
      url: pageUrl(locale, pagePath(entryRef(section, e.slug)!), origins),
    })),
  })
  return new Response(xml, { headers: { 'content-type': RSS_TYPE } })
}
