import { describe, expect, it } from 'vitest'
import { checkFailureOf, checkStatusOf, failureMessage, isFailedRender, renderErrorOf } from './render-status'

const loaded = { status: 'success' }
const failedCheck = (status: unknown) => ({ status: 'notFound', error: { isNotFound: true, data: { status, message: 'Page Not Found: /x' } } })

describe('isFailedRender', () => {
  it('is true for a not-found match, an error, or an unmatched URL', () => {
    expect(isFailedRender([loaded, loaded])).toBe(false)
    expect(isFailedRender([loaded, failedCheck(404)])).toBe(true)
    expect(isFailedRender([loaded, { status: 'error' }])).toBe(true)
    expect(isFailedRender([{ status: 'success', _notFound: true }])).toBe(true)
  })
})

describe('checkStatusOf', () => {
  it("gives a failed check's own status", () => {
    expect(checkStatusOf([loaded, failedCheck(410)])).toBe(410)
    expect(checkStatusOf([loaded, failedCheck(404)])).toBe(404)
    expect(checkStatusOf([{ status: 'success', _notFound: true, error: { data: { status: 451 } } }])).toBe(451)
  })
  it('says nothing without a failed check or for a status that is no error status', () => {
    expect(checkStatusOf([loaded])).toBeUndefined()
    expect(checkStatusOf([loaded, { status: 'notFound', error: {} }])).toBeUndefined()
    expect(checkStatusOf([loaded, { status: 'error', error: { data: { status: 410 } } }])).toBeUndefined()
    for (const bad of [200, 302, 700, '410', 410.5, null]) expect(checkStatusOf([failedCheck(bad)])).toBeUndefined()
  })
})

describe('checkFailureOf', () => {
  it('reads a well-formed status and message, and nothing else', () => {
    expect(checkFailureOf({ status: 400, message: 'Page Not Found: /x' })).toEqual({ status: 400, message: 'Page Not Found: /x' })
    expect(checkFailureOf({ message: 'm' })).toEqual({ message: 'm' })
    expect(checkFailureOf({ status: '400', message: 3 })).toEqual({})
    expect(checkFailureOf(undefined)).toEqual({})
    expect(checkFailureOf('x')).toEqual({})
  })
})

describe('failureMessage', () => {
  it("is the check's message, else SPEC 2.4's for a failed check or an unmatched URL", () => {
    expect(failureMessage({ status: 404, message: 'Page Not Found: /ru/x' }, '/ru/x')).toBe('Page Not Found: /ru/x')
    // A route's schema rejected the URL: a status, no message (the path is the page's to add).
    expect(failureMessage({ status: 400 }, '/blog')).toBe('Page Not Found: /blog')
    expect(failureMessage(undefined, '/xx/pricing')).toBe('Page not found: /xx/pricing')
  })
})

describe('renderErrorOf', () => {
  it('finds the errored match and its error', () => {
    const error = new Error('boom')
    expect(renderErrorOf([{ status: 'success' }, { status: 'error', error }])).toEqual({ error })
    expect(renderErrorOf([{ status: 'success' }, { status: 'notFound', error: {} }])).toBeUndefined()
    expect(renderErrorOf([])).toBeUndefined()
  })
})
