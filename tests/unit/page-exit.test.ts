import { beforeEach, describe, expect, test, vi } from 'vitest'
import { pageExitState } from '../../app/lib/page-exit'

// app/lib/page-exit.ts: when the page counts as being left. The browser half (what Firefox and
// WebKit do to a page's requests when it is left) is tests/engines/leaving.ts.

function page() {
  const win = new EventTarget()
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState })
  const state = pageExitState(win as unknown as Window, doc as unknown as Document)
  const fire = (target: EventTarget, type: string) => target.dispatchEvent(new Event(type))
  const hide = (visibility: DocumentVisibilityState) => {
    doc.visibilityState = visibility
    fire(doc, 'visibilitychange')
  }
  return { state, win, fire: (type: string) => fire(win, type), hide }
}

describe('pageExitState', () => {
  test('a page is not being left until a navigation away or a closing tab starts', () => {
    const { state, fire } = page()
    expect(state.isLeaving()).toBe(false)
    fire('beforeunload')
    expect(state.isLeaving()).toBe(true)
  })

  test('pagehide alone is leaving too (a tab closed without beforeunload)', () => {
    const { state, fire } = page()
    fire('pagehide')
    expect(state.isLeaving()).toBe(true)
  })

  test('a page shown again from the back/forward cache stays', () => {
    const { state, fire } = page()
    fire('pagehide')
    fire('pageshow')
    expect(state.isLeaving()).toBe(false)
  })

  test('a navigation that left the page in place (a download, a stopped load) ends with the visitor using it again', () => {
    for (const input of ['pointerdown', 'keydown']) {
      const { state, fire } = page()
      fire('beforeunload')
      fire(input)
      expect(state.isLeaving(), input).toBe(false)
    }
  })

  test('a page that becomes visible again stays; one that is hidden is not left by that alone', () => {
    const { state, fire, hide } = page()
    hide('hidden')
    expect(state.isLeaving()).toBe(false)
    fire('beforeunload')
    hide('hidden')
    expect(state.isLeaving()).toBe(true)
    hide('visible')
    expect(state.isLeaving()).toBe(false)
  })
})

describe('isLeavingPage and unlessLeaving', () => {
  beforeEach(() => {
    vi.resetModules()
    vi.unstubAllGlobals()
  })

  test('false before the watch starts, then the window’s state', async () => {
    const win = new EventTarget()
    vi.stubGlobal('window', win)
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }))
    const { isLeavingPage, watchPageExit } = await import('../../app/lib/page-exit')
    win.dispatchEvent(new Event('beforeunload'))
    expect(isLeavingPage()).toBe(false)
    watchPageExit()
    win.dispatchEvent(new Event('beforeunload'))
    expect(isLeavingPage()).toBe(true)
  })

  test('a promise chain’s failure is thrown on while the page stays, dropped while it is left', async () => {
    const win = new EventTarget()
    vi.stubGlobal('window', win)
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }))
    const { unlessLeaving, watchPageExit } = await import('../../app/lib/page-exit')
    watchPageExit()
    const failure = new TypeError('error loading dynamically imported module')
    await expect(Promise.reject(failure).catch(unlessLeaving)).rejects.toBe(failure)
    win.dispatchEvent(new Event('beforeunload'))
    await expect(Promise.reject(failure).catch(unlessLeaving)).resolves.toBeUndefined()
  })
})
