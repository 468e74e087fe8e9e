import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { loadChat } from '../lib/lazy'
import { useLocale } from '../lib/locale'
import { setChatOpen, useShellState } from '../lib/shell-state'
import { Icon } from './icons'

// The site's own chat panel is a chunk of its own, fetched only when it is shown.
const ChatPanel = lazy(() => import('./chat-panel'))

type State = 'idle' | 'loading' | 'provider' | 'default'

/**
 * The chat button of the floating stack (SPEC 2.7/4). The chat loads after the page is idle or on
 * the first click, never on the critical path; opening sets the shell's "chat open" state.
 */
export function ChatButton() {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const { chatOpen } = useShellState()
  const [state, setState] = useState<State>('idle')
  const queryClient = router.options.context.queryClient

  useEffect(() => {
    const start = () => void loadChat().then((m) => m.prepareChat(queryClient, locale)).catch(() => {})
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 5000 })
      return () => window.cancelIdleCallback(id)
    }
    const id = window.setTimeout(start, 2000)
    return () => window.clearTimeout(id)
  }, [queryClient, locale])

  const open = () => {
    if (chatOpen && state === 'default') {
      setChatOpen(false)
      return
    }
    setChatOpen(true)
    setState('loading')
    void loadChat()
      .then((m) => m.openChat(queryClient, locale))
      .catch(() => 'default' as const)
      .then(setState)
  }

  return (
    <>
      <button type="button" className="fab chat-button" aria-label={t`Chat with us`} aria-expanded={chatOpen} aria-busy={state === 'loading' || undefined} data-chat={state} onClick={open}>
        <Icon name="chat" size={24} />
      </button>
      {chatOpen && state === 'default' && (
        <Suspense fallback={null}>
          <ChatPanel onClose={() => setChatOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
