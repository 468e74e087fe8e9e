import { useLingui } from '@lingui/react/macro'
import { toast, useToast } from '../lib/toast'
import { Icon } from './icons'

/**
 * Renders the toast of `app/lib/toast.ts` (SPEC 2.7). The live regions are always in the document
 * so screen readers announce a toast the moment its text appears: a polite status for successes, an
 * assertive alert for failures.
 */
export function Toaster() {
  const { t } = useLingui()
  const current = useToast()
  return (
    <div className="toaster">
      {(['success', 'failure'] as const).map((kind) => {
        const shown = current?.kind === kind ? current : null
        return (
          <div key={kind} role={kind === 'success' ? 'status' : 'alert'} className="toaster__region">
            {shown && (
              <div className={`toast toast--${kind}`} data-testid="toast" key={shown.id}>
                <Icon name={kind === 'success' ? 'check' : 'info'} />
                <span>{shown.message}</span>
                <button type="button" className="toast__close" aria-label={t`Close`} onClick={toast.dismiss}>
                  <Icon name="close" size={16} />
                </button>
              </div>
            )}
          </div>
        )
      })}
    </div>
  )
}
