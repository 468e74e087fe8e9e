import { describe, expect, it } from 'vitest'
import { healthResponse, isHealthPath } from './health'

const header = (response: ReturnType<typeof healthResponse>, name: string) => response?.headers.find(([n]) => n === name)?.[1]

describe('health endpoints', () => {
  it('serves only /healthz and /readyz (no prefix, no trailing slash, no other path)', () => {
    expect(isHealthPath('/healthz')).toBe(true)
    expect(isHealthPath('/readyz')).toBe(true)
    for (const path of ['/', '/healthz/', '/ru/healthz', '/health', '/toString', '/constructor']) {
      expect(healthResponse('GET', path)).toBeUndefined()
    }
  })

  it('/healthz says ok and /readyz ready, each with its own body', () => {
    expect(healthResponse('GET', '/healthz')).toMatchObject({ status: 200, body: 'ok\n' })
    expect(healthResponse('GET', '/readyz')).toMatchObject({ status: 200, body: 'ready\n' })
  })

  it('is never cached', () => {
    for (const path of ['/healthz', '/readyz']) expect(header(healthResponse('GET', path), 'cache-control')).toBe('no-store')
  })

  it('HEAD gets the status without a body', () => {
    const response = healthResponse('HEAD', '/readyz')
    expect(response?.status).toBe(200)
    expect(response?.body).toBe('')
  })

  it('other methods get 405 with Allow', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const response = healthResponse(method, '/healthz')
      expect(response?.status).toBe(405)
      expect(header(response, 'allow')).toBe('GET, HEAD')
      expect(header(response, 'cache-control')).toBe('no-store')
    }
  })
})
