import { getRequestHeader } from '@tanstack/react-start/server'
import type { LoginResult, OneTapPayload } from '#src/account/one-tap'
import { loginDataSchema } from '#src/account/one-tap-schema'
import { ApiError } from '#src/api/client'
import { onBehalfOfVisitor, upstream } from './upstream.server'
import { fieldOf } from '#src/lang/field-of'

/** The code returned when there is no upstream to sign in with, or it could not be reached. */
export const LOGIN_UNAVAILABLE = -1

/**
 * SPEC 7 `sys/user/passport/authorized-login` (one-tap): forwards only the whitelisted payload as a
 * form, with the visitor's cookies, and returns only `code` and `data.cpl`/`data.token`. Without an
 * upstream nobody can be signed in: the result is LOGIN_UNAVAILABLE, which the browser shows as the
 * registration failure.
 */
export async function authorizedLogin(payload: OneTapPayload): Promise<LoginResult> {
  if (!upstream) return { code: LOGIN_UNAVAILABLE }
  const cookie = getRequestHeader('cookie')
  try {
    const data = await upstream('sys/user/passport/authorized-login', loginDataSchema, {
      method: 'POST',
      body: new URLSearchParams({ ...payload }),
      ...onBehalfOfVisitor(cookie ? { cookie: cookie.slice(0, 8192) } : {}),
    })
    return { code: 0, data: { cpl: data.cpl, token: data.token } }
  } catch (error) {
    const code = error instanceof ApiError && error.kind === 'code error' ? fieldOf(error.response, 'code') : undefined
    return { code: typeof code === 'number' && Number.isInteger(code) && code !== 0 ? code : LOGIN_UNAVAILABLE }
  }
}
