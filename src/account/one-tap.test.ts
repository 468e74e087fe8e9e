import { describe, expect, it } from 'vitest'
import { appLoginUrl } from './one-tap'
import { oneTapPayloadSchema } from './one-tap-schema'

describe('one-tap', () => {
  const payload = {
    third_party: 'google',
    invite_code: '',
    language: 'en-US',
    source: 'www',
    referer: 'https://x/',
    third_party_action_type: 'one_tap',
    regParam: '{"ref":""}',
    redirect_data: 'jwt',
  }
  it('accepts only the whitelisted fields', () => {
    expect(oneTapPayloadSchema.safeParse(payload).success).toBe(true)
    expect(oneTapPayloadSchema.safeParse({ ...payload, password: 'x' }).success).toBe(false)
    expect(oneTapPayloadSchema.safeParse({ ...payload, redirect_data: '' }).success).toBe(false)
  })
  it('sends the visitor to the app with the token', () => {
    expect(appLoginUrl('https://app.example/login', { token: 't 1' })).toBe('https://app.example/login?token=t+1')
    expect(appLoginUrl('https://app.example/login', { token: 't', cpl: 'https://app.example/welcome' })).toBe('https://app.example/welcome?token=t')
    expect(appLoginUrl('https://app.example/login', { token: 't', cpl: 'javascript:alert(1)' })).toBe('https://app.example/login?token=t')
    expect(appLoginUrl('https://app.example/login', { cpl: 1 })).toBeNull()
  })
})
