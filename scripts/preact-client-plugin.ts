import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/**
 * React's browser entry points and the Preact compat modules that stand in for them. The server
 * keeps React 19 (react-dom/server renders every page); only the browser bundle changes (ADR 019).
 */
const BROWSER_RUNTIME: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  // Preact's own, given a stand-in container for the document (app/lib/preact-root.client.ts).
  'react-dom/client': fileURLToPath(new URL('../app/lib/preact-root.client.ts', import.meta.url)),
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
}

/**
 * Builds the browser with Preact's compat layer in place of react-dom (ADR 019): the same React
 * source, hydrating React's server HTML, for about an eighth of react-dom's bytes (issue 15, goal 3).
 * The dev server keeps React (its Fast Refresh); every test runs the production build.
 * `PREACT_CLIENT=0 npm run build` builds the browser with React again, to compare or to rule Preact
 * out of a bug.
 */
export function preactClient(enabled = process.env.PREACT_CLIENT !== '0'): Plugin {
  return {
    name: 'profiledeck:preact-client',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => enabled && environment.name === 'client',
    async resolveId(source, importer, options) {
      const target = BROWSER_RUNTIME[source]
      if (!target) return undefined
      return this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }
}
