import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { invalidInputMessage } from '#src/http/server-fn'
import { LOCALE_CODES } from '#src/i18n/locales'
import { noteInvalidInput } from './http/server-fn-guard.server'

/** The one locale input of server functions: one of the 14 codes, nothing else. */
export const localeInput = z.enum(LOCALE_CODES)

/**
 * A server function's input check (its `.validator`): the schema's parse, where a failure is the
 * caller's. It responds 400 (the guard sees the mark, app/server/http/server-fn-guard.server.ts) with a
 * message naming the fields at fault, never their values: zod's own issues can quote the keys the
 * caller sent. A schema failing inside a handler (an upstream's response) stays the server's.
 */
export function input<S extends z.ZodType>(schema: S): (data: z.input<S>) => z.output<S> {
  return (data) => {
    const result = schema.safeParse(data)
    if (result.success) return result.data
    noteInvalidInput(getRequest())
    throw new Error(invalidInputMessage(result.error.issues))
  }
}
