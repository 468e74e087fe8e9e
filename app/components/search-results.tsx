import { Select, Trans, useLingui } from '@lingui/react/macro'
import { useCounted } from '../lib/locale'
import type { SearchHit } from '#src/search/results'
import { searchQueryString } from '#src/search/params'
import type { SearchSection } from '#src/search/sections'
import { MAX_QUERY_LENGTH } from '#src/search/tokenizer'
import type { TextPart } from '#src/search/snippet'
import type { SearchResponse } from '../server/search.functions'
import { searchSectionLabel } from '../lib/search-messages'
import { AppLink } from './app-link'
import { usePageHref, usePageRefHref } from './page-link'
import { PageHero } from './page-hero'
import { Pagination } from './pagination'

/** Text with its matched words in `<mark>`; every part is React text, so nothing is ever markup. */
export function Marked({ parts }: { parts: readonly TextPart[] }) {
  return <>{parts.map((p, i) => (p.hit ? <mark key={i}>{p.text}</mark> : p.text))}</>
}

// The visitor's query goes into translated sentences as an element, never as a string value: Lingui
// reads tags in string values as markup (a query `<b>x</b>` would lose its tags), elements it does not.
/** "Nothing matches “{query}”." with the query shown exactly as typed. */
export function NothingMatches({ text }: { text: string }) {
  const query = <bdi className="search-query">{text}</bdi>
  return <Trans>Nothing matches “{query}”.</Trans>
}

/** "N results for “{query}”" with the query shown exactly as typed. */
function ResultCount({ total, text }: { total: number; text: string }) {
  const query = <bdi className="search-query">{text}</bdi>
  const { count, category } = useCounted()(total)
  return <Select value={category} _one={`${count} result for “${query}”`} other={`${count} results for “${query}”`} />
}

/** The href of a search hit (its page in the current locale, and the FAQ answer's fragment). */
export function useHitHref() {
  const refHref = usePageRefHref()
  return (hit: SearchHit) => {
    const path = refHref(hit)
    return hit.hash ? `${path}#${hit.hash}` : path
  }
}

/** The search form: a plain GET form, so it works before (and without) JavaScript. */
function SearchForm({ action, query }: { action: string; query: string }) {
  const { t } = useLingui()
  return (
    <form role="search" action={action} method="get" className="search-form">
      <label htmlFor="search-page-q" className="search-form__label">
        <Trans>Search the site</Trans>
      </label>
      <div className="search-form__row">
        <input
          key={query}
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t`Search help, guides, docs, blog…`}
        />
        <button type="submit" className="btn btn--primary">
          <Trans>Search</Trans>
        </button>
      </div>
    </form>
  )
}

/** The /search page: form, section filter with counts, results with highlighted snippets, pages. */
export function SearchPage({ response, section }: { response: SearchResponse; section?: SearchSection }) {
  const { t, i18n } = useLingui()
  const pageHref = usePageHref()
  const hitHref = useHitHref()
  const base = pageHref('search')
  const query = response.limited ? '' : response.query
  const total = response.limited ? 0 : response.sections.reduce((n, s) => n + s.count, 0)
  return (
    <>
      <PageHero title={t`Search`}>
        <SearchForm action={base} query={query} />
      </PageHero>
      <div className="container search-results">
        {response.limited ? (
          <p className="search-results__status empty" role="status" data-testid="search-status">
            <Trans>You are searching very fast. Please wait a minute and try again.</Trans>
          </p>
        ) : !response.query ? (
          <p className="search-results__status empty" role="status" data-testid="search-status">
            <Trans>Type a word or two above to search the help center, guides, docs, blog, news and FAQ.</Trans>
          </p>
        ) : response.sections.length === 0 ? (
          <div className="search-empty">
            <div className="search-results__status" role="status" data-testid="search-status">
              <p className="search-empty__title">
                <NothingMatches text={query} />
              </p>
              <p>
                <Trans>Try fewer or shorter words, or check the spelling.</Trans>
              </p>
            </div>
            <AppLink className="btn btn--ghost" href={pageHref('helpIndex')}>
              <Trans>Browse the help center</Trans>
            </AppLink>
          </div>
        ) : (
          <>
            <p className="search-results__status" role="status" data-testid="search-status">
              <ResultCount total={total} text={query} />
            </p>
            <nav className="search-filter" aria-label={t`Sections`}>
              <ul>
                <li>
                  <AppLink href={`${base}?${searchQueryString(response.query)}`} aria-current={section ? undefined : 'page'}>
                    <Trans>All</Trans> <span className="search-filter__count">{total}</span>
                  </AppLink>
                </li>
                {response.sections.map((s) => (
                  <li key={s.section}>
                    <AppLink href={`${base}?${searchQueryString(response.query, s.section)}`} aria-current={section === s.section ? 'page' : undefined}>
                      {i18n._(searchSectionLabel(s.section))} <span className="search-filter__count">{s.count}</span>
                    </AppLink>
                  </li>
                ))}
              </ul>
            </nav>
            <ol className="search-results__list" data-testid="search-results">
              {response.hits.map((hit) => (
                <li key={hit.id} className="search-hit">
                  <span className="search-hit__section">{i18n._(searchSectionLabel(hit.section))}</span>
                  <h2 className="search-hit__title">
                    <AppLink href={hitHref(hit)}>
                      <Marked parts={hit.title} />
                    </AppLink>
                  </h2>
                  <p className="search-hit__snippet">
                    <Marked parts={hit.snippet} />
                  </p>
                </li>
              ))}
            </ol>
            <Pagination base={base} query={searchQueryString(response.query, section)} page={response.page} pages={response.pages} />
          </>
        )}
      </div>
    </>
  )
}
