import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { LOCALE_CODES, type LocaleCode } from '../../src/i18n/locales'
import { fetchBaseInfo } from './base-info.server'

/** SPEC 7 `GET home/base-info?lang=…&type=home`. */
export const getBaseInfo = createServerFn({ method: 'GET' })
  .validator(z.object({ lang: z.enum(LOCALE_CODES as [LocaleCode, ...LocaleCode[]]), type: z.literal('home') }))
  .handler(({ data }) => fetchBaseInfo(data.lang))
