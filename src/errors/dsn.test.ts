import { describe, expect, it } from 'vitest'
import { parseDsn } from './dsn'

describe('parseDsn', () => {
  it('reads the origin, key, project and envelope endpoint of a sentry.io DSN', () => {
    expect(parseDsn('https://abc123@o42.ingest.sentry.io/4501')).toEqual({
      origin: 'https://o42.ingest.sentry.io',
      publicKey: 'abc123',
      projectId: '4501',
      envelopeUrl: 'https://o42.ingest.sentry.io/api/4501/envelope/',
    })
  })

  it('keeps the path of a self-hosted ingest behind a prefix, and a port', () => {
    expect(parseDsn('http://key@127.0.0.1:9000/sentry/7')?.envelopeUrl).toBe('http://127.0.0.1:9000/sentry/api/7/envelope/')
    expect(parseDsn('http://key@127.0.0.1:9000/sentry/7')?.origin).toBe('http://127.0.0.1:9000')
  })

  it('refuses what is not a DSN', () => {
    for (const bad of [
      '',
      'not a url',
      'https://o1.ingest.sentry.io/1',
      'https://key@host/',
      'https://key@host/abc',
      'https://key:secret@host/1',
      'ftp://key@host/1',
      'https://key@host/1?x=1',
      'javascript://key@host/1',
    ]) {
      expect(parseDsn(bad), bad).toBeUndefined()
    }
  })
})
