import { z } from 'zod'
import { LOCALE_CODES, type LocaleCode } from '#src/i18n/locales'

/** The one locale input of server functions: one of the 14 codes, nothing else. */
export const localeInput = z.enum(LOCALE_CODES as [LocaleCode, ...LocaleCode[]])
