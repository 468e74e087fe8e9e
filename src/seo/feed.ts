import { Feed } from 'feed'
import { getLocale, type LocaleCode } from '../i18n/locales'

export { FEED_SECTIONS, feedPath, type FeedSection } from './urls'

/** One post of a feed, with its labels already translated and its URL already absolute. */
export interface FeedPost {
  readonly slug: string
  readonly title: string
  readonly description: string
  /** The content date, `YYYY-MM-DD` (read as midnight UTC). */
  readonly date: string
  readonly author?: string
  /** The category's label in the feed's locale. */
  readonly category?: string
  /** The tags' labels in the feed's locale. */
  readonly tags?: readonly string[]
  /** The article's absolute URL: the item's link and guid. */
  readonly url: string
}

/** What a feed is built from. */
export interface FeedInput {
  readonly locale: LocaleCode
  readonly channel: {
    /** Channel title: the site name with the translated section name. */
    readonly title: string
    readonly description: string
    readonly copyright?: string
  }
  /** Absolute URL of the locale's section index (the channel link). */
  readonly link: string
  /** Absolute URL of the feed itself (the atom self link). */
  readonly self: string
  /** The posts in the list's order (newest first). */
  readonly posts: readonly FeedPost[]
}

const DC_NAMESPACE = 'http://purl.org/dc/elements/1.1/'
const RSS_OPEN = '<rss version="2.0"'

/** Midnight UTC of a content date; RSS needs a full RFC 822 date-time. */
function dayToDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`)
}

/**
 * Text that is safe in XML 1.0 and inside the CDATA sections the library writes: control
 * characters are not allowed in XML at all, and the library escapes only the first `]]>` of a
 * value, so any `]]>` is broken up (by a zero-width space) before it gets there.
 */
function xmlText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replaceAll(']]>', ']]\u200B>')
}

/**
 * An RSS 2.0 document of a locale's blog or news: items in the order given — the list's own order,
 * newest first (the one sort rule, `compareEntries`, so the feed and /blog agree on ties) — each linking (and guid'd by)
 * the article's absolute URL. A locale without posts gets a valid empty channel rather than a 404,
 * so the feed the index page links and that readers subscribed to keeps responding; its
 * lastBuildDate is then the epoch, because a pure builder cannot use the clock (and a clock-based
 * date would change the body, and so the ETag, on every request).
 */
export function buildFeed(input: FeedInput): string {
  const posts = input.posts
  const newest = posts.reduce<FeedPost | undefined>((top, p) => (!top || p.date > top.date ? p : top), undefined)
  const feed = new Feed({
    title: xmlText(input.channel.title),
    description: xmlText(input.channel.description),
    link: input.link,
    feed: input.self,
    language: getLocale(input.locale).language,
    updated: newest ? dayToDate(newest.date) : new Date(0),
    ...(input.channel.copyright ? { copyright: xmlText(input.channel.copyright) } : {}),
  })
  for (const post of posts) {
    const labels = [post.category, ...(post.tags ?? [])].filter((l): l is string => Boolean(l))
    feed.addItem({
      title: xmlText(post.title),
      // No `guid` or `id`: the library then writes the link as a permalink guid.
      link: post.url,
      description: xmlText(post.description),
      date: dayToDate(post.date),
      category: [...new Set(labels)].map((name) => ({ name: xmlText(name) })),
      // RSS's own <author> must be an e-mail address; a name belongs in dc:creator.
      ...(post.author ? { extensions: [{ name: 'dc:creator', objects: { _text: xmlText(post.author) } }] } : {}),
    })
  }
  const xml = feed.rss2()
  if (!posts.some((p) => p.author)) return xml
  // The library declares the Dublin Core namespace only for full-content items; declare it here.
  if (!xml.includes(RSS_OPEN)) throw new Error('feed: unexpected RSS root element')
  return xml.replace(RSS_OPEN, `${RSS_OPEN} xmlns:dc="${DC_NAMESPACE}"`)
}
