import type { Messages } from '@lingui/core'
import type { LocaleCode } from '#src/i18n/locales'

type CatalogModules = Record<string, () => Promise<{ messages: Messages }>>

/**
 * A catalog loader over the given lazy modules (one per `.po` file), each locale loaded once per
 * process or page. The server's i18n instance is per request: without this, every render imported
 * its catalog's module again (a resolved dynamic import still costs about 1 % of a render's CPU).
 * A load that failed is tried again on the next call.
 */
export function catalogLoader(modules: CatalogModules): (locale: LocaleCode) => Promise<Messages> {
  const loaded = new Map<LocaleCode, Promise<Messages>>()
  return (locale) => {
    let messages = loaded.get(locale)
    if (messages) return messages
    const load = modules[`../../locales/${locale}/messages.po`]
    if (!load) return Promise.reject(new Error(`No catalog for locale "${locale}"`))
    messages = load().then((module) => module.messages)
    loaded.set(locale, messages)
    messages.catch(() => loaded.delete(locale))
    return messages
  }
}

/** Loads the compiled catalog of one locale: one lazy chunk per locale, the .po files compiled on import by @lingui/vite-plugin. */
export const loadCatalog = catalogLoader(import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po'))
