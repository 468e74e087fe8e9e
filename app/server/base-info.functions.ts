import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { input, localeInput } from './inputs.server'
import { fetchBaseInfo } from './base-info.server'

/** SPEC 7 `GET home/base-info?lang=…&type=home`. */
export const getBaseInfo = createServerFn({ method: 'GET' })
  .validator(input(z.object({ lang: localeInput, type: z.literal('home') })))
  .handler(({ data }) => fetchBaseInfo(data.lang))
