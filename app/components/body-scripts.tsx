import { Asset, useRouter, useRouterState } from '@tanstack/react-router'
import { entryLoader, type ScriptAttributes } from '#src/http/inline-scripts'

/**
 * The router's body scripts (`Scripts`' job) under a hash-based policy (ADR 030): the hydration
 * scripts as Start writes them, and Start's client entry (the manifest's `<script type="module"
 * src>`) started by an inline loader instead. Under `'strict-dynamic'` without a nonce the browser
 * would block the entry and everything it imports; a script element inserted by an allowed inline
 * script is trusted, and trust then carries to every chunk. The `<link rel="modulepreload">` tags
 * stay: the module they fetch is the one the loader's element runs (one request per module).
 *
 * app/server.ts allows the page's inline scripts by their hashes. Hydration renders the same loader
 * element, which React then keeps as it is (it never runs a script it renders).
 */
export function BodyScripts() {
  const router = useRouter()
  const routeIds = useRouterState({ select: (s) => s.matches.map((m) => m.routeId), structuralSharing: true })
  // Routes' own `scripts` (none on this site yet), then the manifest's, as the router orders them.
  const routeScripts = useRouterState({ select: (s) => s.matches.flatMap((m) => m.scripts ?? []) })
  const manifest = router.ssr?.manifest
  const scripts = [
    ...routeScripts.flatMap((script) => {
      if (!script) return []
      const { children, ...attrs } = script
      return [{ attrs, children: typeof children === 'string' ? children : undefined }]
    }),
    ...routeIds.flatMap((id) => manifest?.routes[id]?.scripts ?? []),
  ]
  const external: ScriptAttributes[] = []
  const inline = scripts.filter((script) => {
    if (typeof script.attrs?.src !== 'string') return true
    external.push(script.attrs)
    return false
  })
  const loader = entryLoader(external)
  // Server only: the hydration data and its cleanup, once per render (the router's own Scripts does the same).
  const initial = router.isServer ? router.serverSsr?.takeInitialHydrationScriptTags() : undefined
  return (
    <>
      {initial?.before.map((tag, i) => (
        <Asset {...tag} key={`tsr-before-${i}`} />
      ))}
      {inline.map((script, i) => (
        <Asset tag="script" attrs={{ ...script.attrs, suppressHydrationWarning: true }} key={`tsr-inline-${i}`}>
          {script.children}
        </Asset>
      ))}
      {loader && <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: loader }} />}
      {initial && <Asset {...initial.boundary} />}
    </>
  )
}
