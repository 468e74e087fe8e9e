/**
 * schema.org structured data (JSON-LD) for the page head. Each builder returns a plain object; the
 * router serialises it into `<script type="application/ld+json">` with `<`, `>` and `&` escaped.
 * Objects link to each other by `@id` (the publisher of an article is the site's Organization).
 */

/** A JSON-LD node. */
export type JsonLd = Record<string, unknown>

const CONTEXT = 'https://schema.org'

/** The `@id` of the site's Organization node on a host. */
export function organizationId(origin: string): string {
  return `${origin}/#organization`
}

/** The company behind the site: on every page. */
export function organization(input: { name: string; origin: string; homeUrl: string; logo: string }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(input.origin),
    name: input.name,
    url: input.homeUrl,
    logo: input.logo,
  }
}

/** The web site of one language: on every page. */
export function website(input: { name: string; origin: string; homeUrl: string; language: string; description?: string }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${input.homeUrl}#website`,
    name: input.name,
    url: input.homeUrl,
    inLanguage: input.language,
    ...(input.description ? { description: input.description } : {}),
    publisher: { '@id': organizationId(input.origin) },
  }
}

/** A priced plan as the offers of the application. */
export interface OfferInput {
  readonly name: string
  readonly price: number
  readonly currency: string
}

/** The desktop application with its plans as offers: home, download and pricing. */
export function softwareApplication(input: {
  name: string
  url: string
  description?: string
  language: string
  version?: string
  downloadUrl?: string
  offers: readonly OfferInput[]
  origin: string
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'SoftwareApplication',
    name: input.name,
    url: input.url,
    ...(input.description ? { description: input.description } : {}),
    applicationCategory: 'BrowserApplication',
    operatingSystem: 'Windows, macOS, Linux',
    inLanguage: input.language,
    ...(input.version ? { softwareVersion: input.version } : {}),
    ...(input.downloadUrl ? { downloadUrl: input.downloadUrl } : {}),
    offers: input.offers.map((o) => ({
      '@type': 'Offer',
      name: o.name,
      price: o.price.toFixed(2),
      priceCurrency: o.currency,
      url: input.url,
    })),
    publisher: { '@id': organizationId(input.origin) },
  }
}

/** A blog post, guide or help article (`Article`) or a news item (`NewsArticle`). */
export function article(input: {
  type: 'Article' | 'NewsArticle'
  headline: string
  description?: string
  url: string
  image?: string
  datePublished?: string
  dateModified?: string
  author?: string
  language: string
  keywords?: readonly string[]
  origin: string
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': input.type,
    headline: truncate(input.headline, 110),
    ...(input.description ? { description: input.description } : {}),
    url: input.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    ...(input.image ? { image: [input.image] } : {}),
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    ...((input.dateModified ?? input.datePublished) ? { dateModified: input.dateModified ?? input.datePublished } : {}),
    ...(input.author ? { author: { '@type': 'Person', name: input.author } } : {}),
    inLanguage: input.language,
    ...(input.keywords?.length ? { keywords: input.keywords.join(', ') } : {}),
    publisher: { '@id': organizationId(input.origin) },
  }
}

/**
 * Google truncates headlines over 110 characters; the page's <title> keeps the full text. Cuts by
 * code point, so an emoji or other astral character is never split in half.
 */
function truncate(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text
}

/** One step of a breadcrumb trail (the last one is the page itself). */
export interface Crumb {
  readonly name: string
  readonly url: string
}

/** The trail from the home page to a nested page. */
export function breadcrumbList(items: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  }
}

/** The FAQ page's questions and answers. */
export function faqPage(entries: readonly { question: string; answer: string }[], url: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    url,
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: e.answer },
    })),
  }
}
