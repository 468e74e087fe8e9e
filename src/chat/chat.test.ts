import { describe, expect, it } from 'vitest'
import { acceptChatScript, CHAT_PROVIDERS, chatSetupFrom, DEFAULT_CHAT_SETUP, providerAfterChoice, providerOf, WIDGET_CLOSE_EVENT } from './chat'

describe('chat rules', () => {
  it.each([
    ['https://chat.example/widget.js', true],
    ['http://chat.example/widget.js', false],
    ['https://chat.example/widget.js?v=2', false],
    ['https://chat.example/widget.css', false],
    ['javascript:alert(1)//.js', false],
    ['//chat.example/a.js', false],
    [42, false],
  ])('script %s accepted: %s', (url, ok) => expect(acceptChatScript(url) !== null).toBe(ok))

  it('maps configs to setups, refusing bad scripts', () => {
    expect(chatSetupFrom({ chat: 'SS_HUMAN', chat_info: { js: 'https://c.example/x.js' } })).toEqual({
      source: 'upstream',
      provider: 'SS_HUMAN',
      script: 'https://c.example/x.js',
    })
    expect(chatSetupFrom({ chat: 'SS_HUMAN', chat_info: { js: 'http://c.example/x.js' } })).toEqual(DEFAULT_CHAT_SETUP)
    expect(chatSetupFrom({ chat: 'SS_HUMAN' })).toEqual(DEFAULT_CHAT_SETUP)
    expect(providerOf('CRISP')).toBe('other')
  })

  it('lets chat-choose decide for Chinese sessions', () => {
    expect(providerAfterChoice('SS_ROBOT', 'easemob')).toBe('HUAN_XIN')
    expect(providerAfterChoice('HUAN_XIN', 'ss')).toBe('SS_ROBOT')
    expect(providerAfterChoice('SS_HUMAN', 'ss')).toBe('SS_HUMAN')
    expect(providerAfterChoice('other', undefined)).toBe('other')
  })

  it('knows how every provider reports its widget closing (the floating stack comes down then)', () => {
    for (const provider of CHAT_PROVIDERS.filter((p) => p !== 'HUAN_XIN')) expect(WIDGET_CLOSE_EVENT[provider], provider).toMatch(/\S/)
    expect(WIDGET_CLOSE_EVENT.SS_ROBOT).toBe('onCloseChat')
    expect(WIDGET_CLOSE_EVENT.SS_HUMAN).toBe('onCloseChat')
  })
})
