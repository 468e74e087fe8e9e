import { useLingui } from '@lingui/react/macro'
import { Trans } from '@lingui/react/macro'
import { useCallback, useId, useRef, useState } from 'react'
import { useDismiss } from '../lib/use-dismiss'
import { Icon } from './icons'
import { pointerTypeOf } from '../lib/dom-events'

/** Where the server renders the service QR code (app/routes/service-qr[.]svg.ts). */
export const SERVICE_QR_PATH = '/service-qr.svg'

/**
 * SPEC 2.7: the Chinese-only customer-service QR panel. Hover opens it on a desktop pointer, a tap
 * (click) toggles it anywhere; Escape or a press outside closes it. The code itself is an SVG the
 * server draws from SERVICE_QR_URL, fetched only when the panel first opens (a lazy image in a
 * hidden panel is not loaded), so it costs other visitors nothing.
 */
export function ServiceQr() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const root = useRef<HTMLDivElement>(null)
  const panelId = useId()

  useDismiss(open, root, close)

  // Hover only for a real mouse: a touch "hover" would open and a tap would then close it again.
  const hover = (next: boolean) => (e: React.PointerEvent) => {
    if (e.pointerType === 'mouse') setOpen(next)
  }

  return (
    <div className="service-qr" ref={root} onPointerEnter={hover(true)} onPointerLeave={hover(false)}>
      <button
        type="button"
        className="fab"
        aria-label={t`Customer service QR code`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(e) => {
          // A mouse already opened it on hover; its click must not close it again.
          if (pointerTypeOf(e.nativeEvent) === 'mouse') setOpen(true)
          else setOpen((v) => !v)
        }}
      >
        <Icon name="qrcode" />
      </button>
      <div id={panelId} className="service-qr__panel" role="dialog" aria-label={t`Customer service`} hidden={!open}>
        <img src={SERVICE_QR_PATH} width={160} height={160} alt={t`QR code of our customer service`} loading="lazy" decoding="async" />
        <p>
          <Trans>Scan to talk to our customer service</Trans>
        </p>
      </div>
    </div>
  )
}
