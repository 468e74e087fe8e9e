import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { pageIndex } from './seo.server'

/**
 * The locales in which a page (its key: locale-free path plus `?page=N`) is indexable: the page's
 * hreflang set, the same one the sitemaps list. Empty for pages no sitemap lists.
 */
export const getPageLocales = createServerFn({ method: 'GET' })
  .validator(z.object({ key: z.string().max(2048) }))
  .handler(async ({ data }) => [...(await pageIndex()).localesOf(data.key)])
