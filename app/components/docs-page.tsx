import { useLingui } from '@lingui/react/macro'
import type { ListItem, LoadedEntry } from '../lib/loaded-content'
import { AppLink } from './app-link'
import { ArticleView } from './article-view'
import { usePageHref } from './page-link'

/** A docs page: the docs navigation (by `order`) beside the article. */
export function DocsPage({ entry, pages }: { entry: LoadedEntry<'docs'>; pages: readonly ListItem<'docs'>[] }) {
  const { t } = useLingui()
  const pageHref = usePageHref()
  const nav = (
    <nav className="docs-nav" aria-label={t`Documentation`}>
      <ol>
        {pages.map((p) => {
          const href = p.slug === 'index' ? pageHref('docsIndex') : pageHref('doc', { slug: p.slug })
          return (
            <li key={p.slug}>
              <AppLink href={href} aria-current={p.slug === entry.slug ? 'page' : undefined}>
                {p.data.title}
              </AppLink>
            </li>
          )
        })}
      </ol>
    </nav>
  )
  return <ArticleView entry={entry} aside={nav} />
}
