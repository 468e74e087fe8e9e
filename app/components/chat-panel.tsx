import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { SUPPORT_EMAIL } from '#src/chat/chat'
import { TELEGRAM_URL } from '#src/routing/menus'
import { Icon } from './icons'
import { PageLink } from './page-link'

/**
 * The default (offline) chat: the site's own panel with the support channels — help center,
 * Telegram, e-mail — in the page's language. Shown when no provider is configured or it failed.
 */
export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const heading = useRef<HTMLHeadingElement>(null)
  const email = SUPPORT_EMAIL
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="chat-panel" role="dialog" aria-labelledby="chat-panel-title" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <header className="chat-panel__head">
        <h2 id="chat-panel-title" ref={heading} tabIndex={-1}>
          <Trans>How can we help?</Trans>
        </h2>
        <button type="button" className="chat-panel__close" aria-label={t`Close`} onClick={onClose}>
          <Icon name="close" />
        </button>
      </header>
      <p>
        <Trans>Our support team answers in your language.</Trans>
      </p>
      <ul className="chat-panel__channels">
        <li>
          <PageLink to="helpIndex">
            <Icon name="chat" /> <Trans>Help center</Trans>
          </PageLink>
        </li>
        <li>
          <a href={TELEGRAM_URL} target="_blank" rel="noopener noreferrer">
            <Icon name="telegram" /> <Trans>Chat on Telegram</Trans>
          </a>
        </li>
        <li>
          <a href={`mailto:${email}`}>
            <Icon name="mail" /> <Trans>Email us: {email}</Trans>
          </a>
        </li>
      </ul>
    </section>
  )
}
