import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { LOCALE_CODES, DEFAULT_LOCALE } from './src/i18n/locales'

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALE_CODES],
  // A missing translation shows the English source rather than a hash id.
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/app'] }],
  format: formatter({ lineNumbers: false }),
})
