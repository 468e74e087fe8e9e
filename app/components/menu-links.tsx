import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { menuEntries, type Menu, type MenuEntry } from '#src/routing/menus'
import type { MenuSlot } from '#src/routing/registry'
import type { ShellInfo } from '../lib/router-context'
import { NAV_LABELS, PAGE_TITLES } from '../lib/messages'
import { Icon, type IconName } from './icons'
import { AppLink } from './app-link'
import { usePageRefHref } from './page-link'

/** Labels of menu entries that are neither a SPEC 2.5 key nor a titled page kind. */
const SLOT_LABELS: Record<NonNullable<MenuSlot['label']>, MessageDescriptor> = {
  'privacy-policy': msg`Privacy policy`,
  'terms-of-service': msg`Terms of service`,
}

const ICONS: Partial<Record<NonNullable<MenuSlot['nav']>, IconName>> = { 'chat-group': 'telegram', video: 'youtube', scan: 'qrcode' }

/** A menu's entries that exist in the page's locale (what the server's registry says, in `info.menuSlots`). */
export function useMenu(menu: Menu, info: ShellInfo): MenuEntry[] {
  return menuEntries(menu, new Set(info.menuSlots ?? []))
}

/** The label of a menu entry. */
function useEntryLabel(entry: MenuEntry): string {
  const { i18n } = useLingui()
  if (entry.type === 'external') return i18n._(NAV_LABELS[entry.nav])
  const { nav, label } = entry.slot
  const descriptor = nav ? NAV_LABELS[nav] : label ? SLOT_LABELS[label] : PAGE_TITLES[entry.kind]
  return descriptor ? i18n._(descriptor) : entry.kind
}

/** One menu entry as a link: a typed page link, or an external link that opens a new tab. */
export function MenuLink({ entry }: { entry: MenuEntry }) {
  const label = useEntryLabel(entry)
  const refHref = usePageRefHref()
  const icon = entry.type === 'external' ? ICONS[entry.nav] : entry.slot.nav && ICONS[entry.slot.nav]
  const content = (
    <>
      {icon && (
        <>
          <Icon name={icon} size={16} />{' '}
        </>
      )}
      {label}
    </>
  )
  if (entry.type === 'external') {
    return (
      <a href={entry.href} rel="noopener noreferrer" target="_blank" data-track={`nav-${entry.nav}`}>
        {content}
      </a>
    )
  }
  // The server said the page exists in this locale; the params are the slot's own (generic pages).
  const href = refHref({ kind: entry.kind, params: entry.slot.params })
  return (
    <AppLink href={entry.slot.hash ? `${href}#${entry.slot.hash}` : href} data-track={`nav-${entry.slot.nav ?? entry.slot.label ?? entry.kind}`}>
      {content}
    </AppLink>
  )
}
