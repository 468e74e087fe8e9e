import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { planNavigation } from '#src/routing/navigation'

/**
 * Programmatic navigation with SPEC 2.4's rules: site paths navigate inside the app, absolute URLs
 * load a full page, other origins need `{ external: true }`, and blob:, data:, javascript: and
 * vbscript: URLs are refused (the call throws).
 */
export function useNavigateTo() {
  const router = useRouter()
  return useCallback(
    (to: string, options: { external?: boolean; replace?: boolean } = {}) => {
      const plan = planNavigation(to, window.location.origin, options)
      if (plan.kind === 'app') return router.navigate({ href: plan.href, replace: options.replace })
      if (options.replace) window.location.replace(plan.href)
      else window.location.assign(plan.href)
      return Promise.resolve()
    },
    [router],
  )
}
