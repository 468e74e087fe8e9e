import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ONE_TAP_DELAY_MS } from '#src/shell/timings'
import { loadOneTap } from '../lib/lazy'
import { useLocale } from '../lib/locale'
import { appLanguageInBrowser } from '../lib/locale-memory'
import { toast } from '../lib/toast'

/**
 * Starts one-tap sign-in about ONE_TAP_DELAY_MS after the page starts, only when a Google client id
 * is configured (SPEC 4). Renders nothing: Google draws its own prompt.
 */
export function OneTap() {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const { site } = router.options.context
  const oneTap = site.oneTap
  const failure = t`Registration failed!`
  useEffect(() => {
    if (!oneTap) return
    const timer = window.setTimeout(() => {
      void loadOneTap()
        .then((m) => m.startOneTap({ ...oneTap, language: appLanguageInBrowser(locale), onFailure: () => toast.failure(failure) }))
        .catch(() => {})
    }, ONE_TAP_DELAY_MS)
    return () => window.clearTimeout(timer)
    // Once per page load: a language switch must not start a second prompt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return null
}
