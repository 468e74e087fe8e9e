import type { ReactNode } from 'react'
import { useLocale } from '../lib/locale'
import { useShellState } from '../lib/shell-state'
import { BackToTop } from './back-to-top'
import { ServiceQr } from './service-qr'

/**
 * SPEC 2.7: the floating buttons at the bottom corner — back to top, chat, and (zh only) the
 * service QR code. While the chat panel is open the stack moves up above it; while the mobile
 * banner is showing it sits above the banner, so nothing covers the back-to-top button.
 */
export function FloatingStack({ chat }: { chat?: ReactNode }) {
  const locale = useLocale()
  const { chatOpen, bannerShown } = useShellState()
  const className = ['floating-stack', chatOpen && 'floating-stack--chat-open', bannerShown && 'floating-stack--above-banner'].filter(Boolean).join(' ')
  return (
    <div className={className} data-testid="floating-stack">
      <BackToTop />
      {chat}
      {locale === 'zh' && <ServiceQr />}
    </div>
  )
}
