import { Trans } from '@lingui/react/macro'
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react'
import { DOWNLOADS, type DownloadKey } from '#src/product/downloads'
import { useLocale } from '../lib/locale'
import { loadDetectSystem, loadDownload } from '../lib/lazy'
import { Icon } from './icons'
import { usePageHref } from './page-link'

// One detection per visit, shared by every button of every page (bowser loads only if needed).
let detection: Promise<DownloadKey | null> | undefined

/** The visitor's download key after hydration: undefined while unknown, null for no guess. */
export function useDownloadKey(): DownloadKey | null | undefined {
  const [key, setKey] = useState<DownloadKey | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    detection ??= loadDetectSystem()
      .then((m) => m.detectDownloadKey())
      .catch(() => null)
    void detection.then((k) => live && setKey(k))
    return () => {
      live = false
    }
  }, [])
  return key
}

const SYSTEM_NAME = { windows: 'Windows', macos: 'macOS', linux: 'Linux' } as const

/**
 * "Download for <system>" for the detected system (SPEC 7 download keys): a click asks the
 * latest-version call and goes to its `data.url`, else to the release link. Until the system is
 * known, and for phones and bots, the `fallback` shows instead (a link to the download page or
 * nothing), so no guess is ever made for them.
 */
export function DownloadButton({
  className,
  releaseUrls,
  fallback = null,
  track,
}: {
  className: string
  releaseUrls?: Partial<Record<DownloadKey, string>>
  fallback?: ReactNode
  track?: string
}) {
  const key = useDownloadKey()
  const locale = useLocale()
  const pageHref = usePageHref()
  const [busy, setBusy] = useState(false)
  if (!key) return <>{fallback}</>
  const build = DOWNLOADS.find((d) => d.key === key)!
  const releaseUrl = releaseUrls?.[key]
  const system = SYSTEM_NAME[build.os]
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (busy) return
    setBusy(true)
    void loadDownload()
      .then((m) => m.installerUrl(key, locale, releaseUrl))
      .catch(() => releaseUrl ?? null)
      .then((url) => {
        setBusy(false)
        window.location.assign(url ?? pageHref('download'))
      })
  }
  return (
    <a className={className} href={releaseUrl ?? pageHref('download')} data-key={key} data-track={track} aria-busy={busy || undefined} onClick={onClick}>
      <Icon name={build.os === 'macos' ? 'apple' : build.os} /> <Trans>Download for {system}</Trans>
    </a>
  )
}
