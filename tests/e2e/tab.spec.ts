import { expect, originFor, test } from './fixtures'

// The worker's tab (ADR 044) starts each test as a fresh page would, as far as the site can tell:
// the previous test's cookies, local storage on every origin, session storage, viewport, reduced
// motion, init scripts and listeners are gone. The two tests run in order, in one worker.

test.describe.configure({ mode: 'serial' })

let heard = 0

test('a test leaves state behind in the tab', async ({ tab, baseURL }) => {
  await tab.addInitScript(() => Object.assign(window, { leftBehind: true }))
  tab.on('request', () => heard++)
  await tab.setViewportSize({ width: 390, height: 844 })
  await tab.emulateMedia({ reducedMotion: 'reduce' })
  await tab.goto(`${originFor('zh', baseURL!)}/pricing`)
  await tab.evaluate(() => localStorage.setItem('left-behind', 'zh'))
  await tab.goto('/pricing')
  await tab.evaluate(() => (localStorage.setItem('left-behind', 'en'), sessionStorage.setItem('left-behind', 'en')))
  await tab.context().addCookies([{ name: 'left-behind', value: '1', url: baseURL! }])
  expect(await tab.evaluate(() => 'leftBehind' in window)).toBe(true)
})

test('the next test finds none of it', async ({ tab, baseURL }) => {
  const before = heard
  await tab.goto('/pricing')
  expect(heard, 'a listener of the previous test').toBe(before)
  expect(await tab.evaluate(() => 'leftBehind' in window), 'an init script of the previous test').toBe(false)
  expect(tab.viewportSize()).toEqual({ width: 1280, height: 720 })
  expect(await tab.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(false)
  expect(await tab.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'left-behind' }))
  expect(await tab.evaluate(() => [localStorage.getItem('left-behind'), sessionStorage.getItem('left-behind')])).toEqual([null, null])
  await tab.goto(`${originFor('zh', baseURL!)}/pricing`)
  expect(await tab.evaluate(() => localStorage.getItem('left-behind'))).toBeNull()
})
