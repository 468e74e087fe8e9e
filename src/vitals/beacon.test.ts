import { describe, expect, it } from 'vitest'
import {
  beaconOf,
  connectionOf,
  coreBucket,
  deviceClass,
  inSample,
  memoryBucket,
  navigationOf,
  pageKindOf,
  pathOf,
  targetOf,
  type BeaconContext,
  type VitalsMetric,
} from './beacon'
import { MAX_VITALS_BODY_BYTES, rowsOfBeacon } from './beacon-schema'
import type { MetricName } from './metrics'

const context: BeaconContext = {
  path: '/ru/pricing',
  kind: 'pricing',
  lang: 'ru',
  host: 'www.profiledeck.com',
  connection: '4g',
  device: 'desktop',
  memory: '>=8GB',
  cores: '5-8',
  navigation: 'navigate',
  build: 'build-1',
}
const metrics = (...list: VitalsMetric[]) => new Map<MetricName, VitalsMetric>(list.map((m) => [m.name, m]))

describe('the page view beacon', () => {
  it('samples by rate: 0 never, 1 always', () => {
    expect(inSample(0, 0)).toBe(false)
    expect(inSample(1, 0.999_999)).toBe(true)
    expect(inSample(0.25, 0.2)).toBe(true)
    expect(inSample(0.25, 0.3)).toBe(false)
  })

  it('puts devices, memory, cores and connections in coarse classes', () => {
    expect(deviceClass({ shortSide: 390, coarsePointer: true })).toBe('mobile')
    expect(deviceClass({ shortSide: 820, coarsePointer: true })).toBe('tablet')
    expect(deviceClass({ shortSide: 390, coarsePointer: false })).toBe('desktop')
    expect([0.25, 1, 2, 4, 8, 32, undefined, 'x'].map(memoryBucket)).toEqual(['<=1GB', '<=1GB', '2GB', '4GB', '>=8GB', '>=8GB', 'unknown', 'unknown'])
    expect([1, 2, 4, 6, 16, 0, undefined].map(coreBucket)).toEqual(['1-2', '1-2', '3-4', '5-8', '9+', 'unknown', 'unknown'])
    expect(['4g', '3g', '2g', 'slow-2g', '5g', undefined].map(connectionOf)).toEqual(['4g', '3g', '2g', 'slow-2g', 'unknown', 'unknown'])
    expect(['reload', 'back-forward-cache', 'soft-navigation'].map(navigationOf)).toEqual(['reload', 'back-forward-cache', 'navigate'])
  })

  it('keeps the path only: no query, no fragment', () => {
    expect(pathOf('https://www.profiledeck.com/ru/search?q=my+email%40x.com#top')).toBe('/ru/search')
    expect(pathOf('/blog?page=2')).toBe('/blog')
    expect(pathOf(`/${'a'.repeat(900)}`)).toHaveLength(512)
  })

  it('names the page kind the loader checked, or what the render was', () => {
    expect(pageKindOf('blogPost', 'page')).toBe('blogPost')
    expect(pageKindOf(undefined, 'page')).toBe('other')
    expect(pageKindOf('blogPost', 'not-found')).toBe('not-found')
    expect(pageKindOf(undefined, 'error')).toBe('error')
  })

  it('attributes each metric: element, interaction, shift, load state, longest part of TTFB', () => {
    expect(targetOf('LCP', { target: 'main>h1.hero__title' })).toBe('main>h1.hero__title')
    expect(targetOf('INP', { interactionTarget: 'button#plan-toggle' })).toBe('button#plan-toggle')
    expect(targetOf('CLS', { largestShiftTarget: 'div.banner' })).toBe('div.banner')
    expect(targetOf('FCP', { loadState: 'dom-interactive' })).toBe('dom-interactive')
    expect(targetOf('TTFB', { waitingDuration: 3, cacheDuration: 0, dnsDuration: 20, connectionDuration: 40, requestDuration: 120 })).toBe('request')
    expect(targetOf('TTFB', {})).toBe('')
    expect(targetOf('LCP', undefined)).toBe('')
    expect(targetOf('LCP', { target: 'x'.repeat(400) })).toHaveLength(256)
  })

  it('carries the measured metrics in table order, rounded; nothing measured: no beacon', () => {
    expect(beaconOf(context, metrics())).toBeUndefined()
    const body = beaconOf(
      context,
      metrics({ name: 'CLS', value: 0.123456, target: 'div' }, { name: 'LCP', value: 1234.56, target: 'img' }, { name: 'INP', value: Number.NaN, target: '' }),
    )
    expect(body).toEqual({
      v: 1,
      ...context,
      metrics: [
        { name: 'LCP', value: 1235, target: 'img' },
        { name: 'CLS', value: 0.1235, target: 'div' },
      ],
    })
  })
})

describe('the collector’s check of a beacon', () => {
  const valid = beaconOf(context, metrics({ name: 'LCP', value: 2600, target: 'img' }, { name: 'TTFB', value: 90, target: 'request' }))!

  it('accepts what the browser builds, rating each value itself', () => {
    expect(JSON.stringify(valid).length).toBeLessThan(MAX_VITALS_BODY_BYTES)
    for (const host of ['zh.localhost', '127.0.0.1', '[::1]']) expect(typeof rowsOfBeacon({ ...valid, host }), host).toBe('object')
    expect(rowsOfBeacon(JSON.parse(JSON.stringify(valid)))).toEqual([
      { ...context, metric: 'LCP', value: 2600, rating: 'needs-improvement', target: 'img', engine: 'unknown' },
      { ...context, metric: 'TTFB', value: 90, rating: 'good', target: 'request', engine: 'unknown' },
    ])
  })

  it("stamps each row with the engine family the collector worked out, never the beacon's word", () => {
    const rows = rowsOfBeacon(JSON.parse(JSON.stringify(valid)), 'gecko')
    expect(Array.isArray(rows) && rows.map((r) => r.engine)).toEqual(['gecko', 'gecko'])
    expect(typeof rowsOfBeacon({ ...valid, engine: 'blink' })).toBe('string')
  })

  it.each([
    ['not an object', 'hello'],
    ['another version', { ...valid, v: 2 }],
    ['a query in the path', { ...valid, path: '/search?q=me' }],
    ['an unknown page kind', { ...valid, kind: 'admin' }],
    ['an unknown language', { ...valid, lang: 'xx' }],
    ['an extra field', { ...valid, ip: '203.0.113.9' }],
    ['no metrics', { ...valid, metrics: [] }],
    ['a metric twice', { ...valid, metrics: [valid.metrics[0], valid.metrics[0]] }],
    ['an unknown metric', { ...valid, metrics: [{ name: 'FID', value: 1, target: '' }] }],
    ['a negative value', { ...valid, metrics: [{ name: 'LCP', value: -1, target: '' }] }],
    ['an unbelievable value', { ...valid, metrics: [{ name: 'CLS', value: 1000, target: '' }] }],
    ['a long target', { ...valid, metrics: [{ name: 'LCP', value: 1, target: 'x'.repeat(300) }] }],
    ['a host with a path', { ...valid, host: 'evil.example/x' }],
  ])('refuses %s, naming the field and not its value', (_, body) => {
    const out = rowsOfBeacon(body)
    expect(typeof out).toBe('string')
    expect(out).not.toMatch(/203\.0\.113|q=me|admin|evil/)
  })
})
