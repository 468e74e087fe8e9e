import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import type { LoadedEntry } from '../lib/loaded-content'
import { AppLink } from './app-link'
import { entryTrail } from '../lib/trail'
import { Breadcrumbs } from './breadcrumbs'
import { CopyLink } from './copy-link'
import { EntryMeta } from './entry-meta'
import { Picture } from './picture'
import { ServedRawHtml } from './served-html'
import { targetElement } from '../lib/dom-events'

/** An article page: breadcrumbs, title, meta line, table of contents and the rendered body. */
export function ArticleView({
  entry,
  aside,
  tags,
  cover,
}: {
  entry: LoadedEntry
  /** A raster cover shown under the header (posts). */
  cover?: string
  aside?: ReactNode
  tags?: readonly { slug: string; label: string; href: string }[]
}) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  // Links inside content are plain HTML: keep same-site ones inside the app.
  const onBodyClick = (event: MouseEvent<HTMLDivElement>) => {
    const a = targetElement(event)?.closest('a')
    const href = a?.getAttribute('href')
    if (!href?.startsWith('/') || href.startsWith('//') || event.button !== 0 || event.metaKey || event.ctrlKey) return
    event.preventDefault()
    void router.navigate({ href })
  }
  return (
    <article className="container article">
      <Breadcrumbs trail={entryTrail(entry, i18n)} />
      <header className="article__header">
        <h1>{entry.data.title}</h1>
        <p className="article__lead">{entry.data.description}</p>
        <p className="article__meta">
          {'author' in entry.data && <span>{entry.data.author} · </span>}
          <EntryMeta date={entry.data.date} words={entry.words} />
        </p>
        <CopyLink />
        {tags && tags.length > 0 && (
          <ul className="tags" aria-label={t`Tags`}>
            {tags.map((tag) => (
              <li key={tag.slug}>
                <AppLink href={tag.href}>{tag.label}</AppLink>
              </li>
            ))}
          </ul>
        )}
      </header>
      {/* The cover is the page's largest paint: fetched eagerly, first. The h1 above names it. */}
      {cover && <Picture src={cover} slot="cover" alt="" loading="eager" fetchPriority="high" className="article__cover" />}
      <div className="article__layout">
        {entry.headings.length > 1 && (
          <nav className="toc" aria-label={t`Table of contents`}>
            <p className="toc__title">
              <Trans>On this page</Trans>
            </p>
            <ol>
              {entry.headings.map((h) => (
                <li key={h.id} className={`toc__item toc__item--h${h.level}`}>
                  <a href={`#${h.id}`}>{h.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {/* Rendered by markdown-it with raw HTML disabled: content cannot inject markup. */}
        <ServedRawHtml className="prose" onClick={onBodyClick} id={`${entry.collection}/${entry.locale}/${entry.slug}`} html={entry.html} />
      </div>
      {aside}
    </article>
  )
}
