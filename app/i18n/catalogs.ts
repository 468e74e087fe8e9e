import type { Messages } from '@lingui/core'
import type { LocaleCode } from '#src/i18n/locales'

// One lazy chunk per locale: the .po files are compiled on import by @lingui/vite-plugin.
const loaders = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po')

/** Loads the compiled catalog of one locale. */
export async function loadCatalog(locale: LocaleCode): Promise<Messages> {
  const load = loaders[`../../locales/${locale}/messages.po`]
  if (!load) throw new Error(`No catalog for locale "${locale}"`)
  return (await load()).messages
}
