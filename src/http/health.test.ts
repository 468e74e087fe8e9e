import { describe, expect, it } from 'vitest'
import { healthAnswer, isHealthPath } from './health'

const up = { ready: true, draining: false }
const header = (answer: ReturnType<typeof healthAnswer>, name: string) => answer?.headers.find(([n]) => n === name)?.[1]

describe('health endpoints', () => {
  it('answers only /healthz and /readyz (no prefix, no trailing slash, no other path)', () => {
    expect(isHealthPath('/healthz')).toBe(true)
    expect(isHealthPath('/readyz')).toBe(true)
    for (const path of ['/', '/healthz/', '/ru/healthz', '/health', '/toString', '/constructor']) {
      expect(healthAnswer('GET', path, up)).toBeUndefined()
    }
  })

  it('/healthz is 200 while the server starts and while it drains: alive is not ready', () => {
    for (const state of [up, { ready: false, draining: false }, { ready: true, draining: true }]) {
      const answer = healthAnswer('GET', '/healthz', state)
      expect(answer?.status).toBe(200)
      expect(answer?.body).toBe('ok\n')
    }
  })

  it('/readyz is 503 until the server can render, 200 then, and 503 again from the first signal', () => {
    expect(healthAnswer('GET', '/readyz', { ready: false, draining: false })?.status).toBe(503)
    expect(healthAnswer('GET', '/readyz', up)?.status).toBe(200)
    const draining = healthAnswer('GET', '/readyz', { ready: true, draining: true })
    expect(draining?.status).toBe(503)
    expect(draining?.body).toBe('draining\n')
    expect(header(draining, 'retry-after')).toBe('1')
  })

  it('is never cached', () => {
    for (const path of ['/healthz', '/readyz']) {
      for (const state of [up, { ready: false, draining: true }]) {
        expect(header(healthAnswer('GET', path, state), 'cache-control')).toBe('no-store')
      }
    }
  })

  it('HEAD gets the status without a body', () => {
    const answer = healthAnswer('HEAD', '/readyz', up)
    expect(answer?.status).toBe(200)
    expect(answer?.body).toBe('')
  })

  it('other methods get 405 with Allow', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const answer = healthAnswer(method, '/healthz', up)
      expect(answer?.status).toBe(405)
      expect(header(answer, 'allow')).toBe('GET, HEAD')
      expect(header(answer, 'cache-control')).toBe('no-store')
    }
  })
})
