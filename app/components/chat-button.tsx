import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useState } from 'react'
import { CHAT_IDLE_TIMEOUT_MS } from '#src/shell/timings'
import { whenIdle } from '../lib/idle'
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
  const { chatOpen } = useShellState()
  const [state, setState] = useState<State>('idle')

  useEffect(
    () =>
      whenIdle(
        () =>
          void loadChat()
            .then((m) => m.prepareChat(locale))
            .catch(() => {}),
        CHAT_IDLE_TIMEOUT_MS,
      ),
    [locale],
  )

  const open = () => {
    if (chatOpen && state === 'default') {
      setChatOpen(false)
      return
    }
    setChatOpen(true)
    setState('loading')
    void loadChat()
      // A provider's widget that closes brings the stack down, as the site's own panel does.
      .then((m) => m.openChat(locale, () => setChatOpen(false)))
      .catch(() => 'default' as const)
      .then(setState)
  }

  return (
    <>
      <button
        type="button"
        className="fab chat-button"
        aria-label={t`Chat with us`}
        aria-expanded={chatOpen}
        aria-busy={state === 'loading' || undefined}
        data-chat={state}
        onClick={open}
      >
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
