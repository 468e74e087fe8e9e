import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { toast } from '../lib/toast'
import { Icon } from './icons'
import { TipBanner } from './tip-banner'

/**
 * "Copy link" for an article: copies the page's address and confirms with SPEC 2.7's success toast
 * (announced by the toaster's status region, gone after TOAST_MS) and the closable tip banner beside
 * the button; a refused clipboard gets the failure toast instead.
 */
export function CopyLink() {
  const { t } = useLingui()
  const [copied, setCopied] = useState(0)
  return (
    <span className="copy-link">
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(window.location.href)
            setCopied((n) => n + 1)
            toast.success(t`Link copied`)
          } catch {
            toast.failure(t`The link could not be copied`)
          }
        }}
      >
        <Icon name="copy" size={16} />
        <Trans>Copy link</Trans>
      </button>
      {copied > 0 && (
        <TipBanner key={copied} onDone={() => setCopied(0)}>
          <Trans>Link copied</Trans>
        </TipBanner>
      )}
    </span>
  )
}
