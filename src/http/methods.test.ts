import { describe, expect, it } from 'vitest'
import { allowedMethods, allowHeader, PAGE_METHODS, refuseMethod } from './methods'

describe('allowedMethods', () => {
  it('a route that declares no handlers is a page: GET and HEAD', () => {
    expect(allowedMethods(undefined)).toEqual(['GET', 'HEAD'])
    expect(allowedMethods([])).toBe(PAGE_METHODS)
  })

  it('a server route serves what it declares, HEAD with GET, GET and HEAD first', () => {
    expect(allowedMethods(['POST'])).toEqual(['POST'])
    expect(allowedMethods(['GET'])).toEqual(['GET', 'HEAD'])
    expect(allowedMethods(['POST', 'GET'])).toEqual(['GET', 'HEAD', 'POST'])
    expect(allowedMethods(['delete', 'PUT'])).toEqual(['DELETE', 'PUT'])
  })

  it('ANY refuses nothing', () => {
    expect(allowedMethods(['ANY'])).toBeUndefined()
  })
})

describe('refuseMethod', () => {
  it('serves the allowed methods, in any case', () => {
    expect(refuseMethod('GET', PAGE_METHODS)).toBeUndefined()
    expect(refuseMethod('head', PAGE_METHODS)).toBeUndefined()
    expect(refuseMethod('POST', ['POST'])).toBeUndefined()
    expect(refuseMethod('DELETE', undefined)).toBeUndefined()
  })

  it('responds to any other method with 405 and Allow, never stored by a cache', () => {
    for (const [method, allowed, allow] of [
      ['GET', ['POST'], 'POST'],
      ['POST', PAGE_METHODS, 'GET, HEAD'],
      ['PUT', PAGE_METHODS, 'GET, HEAD'],
      ['OPTIONS', ['GET', 'HEAD', 'POST'], 'GET, HEAD, POST'],
    ] as const) {
      const refused = refuseMethod(method, allowed)
      expect(refused?.status, method).toBe(405)
      const headers = new Map(refused?.headers)
      expect(headers.get('allow')).toBe(allow)
      expect(headers.get('cache-control')).toBe('no-store')
      expect(refused?.body).toBe('Method Not Allowed\n')
    }
  })

  it('a HEAD that is refused gets no body', () => {
    expect(refuseMethod('HEAD', ['POST'])?.body).toBe('')
  })

  it('Allow lists the methods as given', () => {
    expect(allowHeader(['GET', 'HEAD'])).toBe('GET, HEAD')
  })
})
