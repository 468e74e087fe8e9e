import css from '../styles.css?inline'

/**
 * The site's stylesheet as text, for the server to write into each page's head (ADR 060): the first
 * paint then waits for no second request. The browser bundle never carries it (this module is the
 * server's alone), and no chunk lists it as a dependency for Vite to fetch again.
 */
export function siteStylesheet(): string {
  return css
}
