import { describe, expect, it } from 'vitest'
import { requestHost } from './request-host'

const from = (headers: Record<string, string>) => (name: string) => headers[name]

describe('requestHost', () => {
  it('takes the first X-Forwarded-Host, else Host, else nothing', () => {
    expect(requestHost(from({ 'x-forwarded-host': 'zh.example.cn, proxy.internal', host: 'internal:3000' }))).toBe('zh.example.cn')
    expect(requestHost(from({ host: 'www.example.com' }))).toBe('www.example.com')
    expect(requestHost(from({ 'x-forwarded-host': ' ', host: 'www.example.com' }))).toBe('www.example.com')
    expect(requestHost(from({}))).toBe('')
  })
})
