import { MutationObserver } from '@tanstack/react-query'
import { appLoginUrl, type LoginResult, type OneTapPayload } from '#src/account/one-tap'
import { ApiError } from '#src/api/errors'
import { ONE_TAP_IFRAME_POLL_LIMIT_MS } from '#src/shell/timings'
import { INVITE_KEY, REF_COOKIE } from '#src/tracking/constants'
import { visitorInviteCode } from '#src/tracking/attribution'
import { landingUrl } from '../lib/landing-url'
import { reportCallError } from './call-failures.client'
import { getCookie } from './cookies.client'
import { localStore } from './storage.client'
import { postAuthorizedLogin } from '../server/calls.functions'
import { queryClient } from './query-client.client'

/**
 * One-tap sign-in with Google Identity Services (SPEC 4/7/8). The caller loads this module about
 * ONE_TAP_DELAY_MS after start, and only when a client id is configured. The credential goes to the
 * authorized-login proxy; code 0 sends the visitor to the app with the one-time token, anything
 * else shows the failure toast and is reported.
 */

/** What the one-tap start needs from the page. */
export interface OneTapContext {
  readonly clientId: string
  readonly scriptUrl: string
  readonly appUrl: string
  /** SPEC 3 app language of the page (e.g. en-US). */
  readonly language: string
  /** Shows the localized 'Registration failed!' toast. */
  readonly onFailure: () => void
}

/** Google's credential picker sits under the site's fixed elements unless lifted. */
const PICKER = '#credential_picker_container, #credential_picker_iframe, iframe[src*="accounts.google.com/gsi"]'
const LIFT_EVERY_MS = 500

function liftPicker(): () => void {
  const timer = window.setInterval(() => {
    for (const el of document.querySelectorAll<HTMLElement>(PICKER)) el.style.zIndex = '2147483000'
  }, LIFT_EVERY_MS)
  // SPEC 4/9: the z-index polling is cleared after 20 minutes.
  const stop = () => window.clearInterval(timer)
  window.setTimeout(stop, ONE_TAP_IFRAME_POLL_LIMIT_MS)
  return stop
}

function payloadFor(credential: string, language: string): OneTapPayload {
  // The landing URL's parameters: the visitor may have moved on inside the app since (SPEC 6).
  const landing = landingUrl()
  const params = new URL(landing).searchParams
  return {
    third_party: 'google',
    // SPEC 6: the invite or referral code goes with the registration, as on the registration links.
    invite_code: visitorInviteCode(landing, getCookie(REF_COOKIE), localStore()?.getItem(INVITE_KEY)) ?? '',
    language,
    source: 'official_website',
    referer: document.referrer.slice(0, 2048),
    third_party_action_type: 'one_tap',
    regParam: JSON.stringify({ ref: (params.get('ref') ?? '').slice(0, 256) }),
    redirect_data: credential,
  }
}

/** Sends a credential to the authorized-login proxy (a TanStack Query mutation) and acts on the response. */
export async function signIn(ctx: OneTapContext, credential: string): Promise<void> {
  const login = new MutationObserver<LoginResult, Error, OneTapPayload>(queryClient(), {
    mutationKey: ['sys/user/passport/authorized-login'],
    mutationFn: (data) => postAuthorizedLogin({ data }),
  })
  let result: LoginResult | undefined
  try {
    result = await login.mutate(payloadFor(credential, ctx.language))
  } catch {
    // The mutation cache reported it.
  }
  const target = result?.code === 0 ? appLoginUrl(ctx.appUrl, result.data) : null
  if (target) {
    window.location.assign(target)
    return
  }
  if (result)
    reportCallError('sys/user/passport/authorized-login', new ApiError('code error', 'sys/user/passport/authorized-login', `code ${result.code}`, result))
  ctx.onFailure()
}

/** Loads Google's script and shows the one-tap prompt. */
export function startOneTap(ctx: OneTapContext): void {
  const script = document.createElement('script')
  script.src = ctx.scriptUrl
  script.async = true
  script.onload = () => {
    const id = window.google?.accounts?.id
    if (!id) return
    id.initialize({
      client_id: ctx.clientId,
      cancel_on_tap_outside: false,
      itp_support: true,
      callback: (response) => {
        if (response.credential) void signIn(ctx, response.credential)
        else ctx.onFailure()
      },
    })
    id.prompt()
    liftPicker()
  }
  document.head.append(script)
}
