// Plain content types and constants, free of zod so that browser code can import them cheaply.

/** The base-info answer of SPEC 3 (`home/base-info`). */
export interface BaseInfo {
  title: string
  keywords: string
  description: string
  register_url: string
  login_url: string
  statistical_body: string
  statistical_title: string
}

/** Base info when nothing could be loaded: the page still renders (SPEC 7). */
export const EMPTY_BASE_INFO: BaseInfo = {
  title: '',
  keywords: '',
  description: '',
  register_url: '',
  login_url: '',
  statistical_body: '',
  statistical_title: '',
}

/**
 * Every frontmatter field of every collection, flattened: what list and detail pages read. Each
 * collection's validated frontmatter is assignable to it, and it crosses the server boundary as JSON.
 */
export interface EntryFields {
  title: string
  description: string
  date?: string
  author?: string
  category?: string
  tags?: string[]
  cover?: string
  order?: number
  name?: string
  kind?: string
  offer?: string
  code?: string
  link?: string
  logo?: string
  version?: string
  platforms?: string[]
  pitch?: string
  features?: string[]
  benefits?: { title: string; text: string }[]
  points?: string[]
  competitor?: string
  summary?: string
  comparison?: { feature: string; profiledeck: string; competitor: string }[]
  id?: number
  /** The page's own SEO object (SPEC 3): overrides title, description and keywords in the head. */
  seo_title?: string
  seo_keywords?: string
  seo_description?: string
}
