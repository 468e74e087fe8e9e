import { describe, expect, it } from 'vitest'
import { healthAnswer, isHealthPath } from './health'

const header = (answer: ReturnType<typeof healthAnswer>, name: string) => answer?.headers.find(([n]) => n === name)?.[1]

describe('health endpoints', () => {
  it('answers only /healthz and /readyz (no prefix, no trailing slash, no other path)', () => {
    expect(isHealthPath('/healthz')).toBe(true)
    expect(isHealthPath('/readyz')).toBe(true)
    for (const path of ['/', '/healthz/', '/ru/healthz', '/health', '/toString', '/constructor']) {
      expect(healthAnswer('GET', path)).toBeUndefined()
    }
  })

  it('/healthz says ok and /readyz ready, each with its own body', () => {
    expect(healthAnswer('GET', '/healthz')).toMatchObject({ status: 200, body: 'ok\n' })
    expect(healthAnswer('GET', '/readyz')).toMatchObject({ status: 200, body: 'ready\n' })
  })

  it('is never cached', () => {
    for (const path of ['/healthz', '/readyz']) expect(header(healthAnswer('GET', path), 'cache-control')).toBe('no-store')
  })

  it('HEAD gets the status without a body', () => {
    const answer = healthAnswer('HEAD', '/readyz')
    expect(answer?.status).toBe(200)
    expect(answer?.body).toBe('')
  })

  it('other methods get 405 with Allow', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const answer = healthAnswer(method, '/healthz')
      expect(answer?.status).toBe(405)
      expect(header(answer, 'allow')).toBe('GET, HEAD')
      expect(header(answer, 'cache-control')).toBe('no-store')
    }
  })
})
