import { useLingui } from '@lingui/react/macro'
import { localizePath } from '../../src/i18n/paths'
import type { ListItem, LoadedEntry } from '../lib/content-route'
import { useLocale } from '../lib/locale'
import { AppLink } from './app-link'
import { ArticleView } from './article-view'

/** A docs page: the docs navigation (by `order`) beside the article. */
export function DocsPage({ entry, pages }: { entry: LoadedEntry; pages: readonly ListItem[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const nav = (
    <nav className="docs-nav" aria-label={t`Documentation`}>
      <ol>
        {pages.map((p) => {
          const path = p.slug === 'index' ? '/docs' : `/docs/${p.slug}`
          return (
            <li key={p.slug}>
              <AppLink href={localizePath(locale, path)} aria-current={p.slug === entry.slug ? 'page' : undefined}>{p.data.title}</AppLink>
            </li>
          )
        })}
      </ol>
    </nav>
  )
  return <ArticleView entry={entry} trail={entry.slug === 'index' ? undefined : { label: t`Documentation`, to: '/docs' }} aside={nav} />
}
