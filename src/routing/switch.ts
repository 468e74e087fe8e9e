import type { LocaleCode } from '../i18n/locales'

/**
 * The locale-free path the language switcher links to for `target`: the same page when the target
 * has it, else the target's home. `availableIn` lists the locales that have the current page
 * (undefined: every locale has it).
 */
export function switchTarget(rest: string, target: LocaleCode, availableIn?: readonly LocaleCode[]): string {
  return availableIn && !availableIn.includes(target) ? '/' : rest
}
