import { expect, test } from '@playwright/test'
import { DEGRADED_CACHE_CONTROL } from '#src/http/cache'
import { startBuiltServer } from '../fixtures/built-server'
import { switchableUpstream } from '../fixtures/upstreams'

// Degraded pages are never cached (ADR 053): a render that used an upstream fallback (base info
// failing, which drops Sign up and Log in from the header) gets a short, private policy, so the
// HTML cache and a CDN leave it, and the first request after the upstream recovers gets the whole
// header. Against an upstream this test turns off and on.

test('a page rendered while base info fails is not cached, and the whole header is back as soon as the upstream is', async () => {
  const upstream = await switchableUpstream()
  upstream.failing = true
  const { port, child: site } = await startBuiltServer({ API_BASE_URL: upstream.url, API_TIMEOUT_MS: '1000' })
  const page = async () => {
    const res = await fetch(`http://127.0.0.1:${port}/pricing`)
    return { status: res.status, cacheControl: res.headers.get('cache-control'), cache: res.headers.get('x-cache'), html: await res.text() }
  }
  const register = 'data-track="header-register"'
  try {
    // The upstream is down: the page renders without the account buttons, privately, briefly.
    const first = await page()
    expect(first.status).toBe(200)
    expect(first.html).not.toContain(register)
    expect(first.cacheControl).toBe(DEGRADED_CACHE_CONTROL)
    // Asked again: rendered again, not a hit of the degraded copy.
    const second = await page()
    expect(second.cache).not.toBe('HIT')
    expect(second.cacheControl).toBe(DEGRADED_CACHE_CONTROL)
    // The upstream recovers: the very next request has the whole header, and that page is cached.
    upstream.failing = false
    const recovered = await page()
    expect(recovered.html).toContain(register)
    expect(recovered.html).toContain('https://app.example/register')
    expect(recovered.cacheControl).toMatch(/^public, /)
    const hit = await page()
    expect(hit.cache).toBe('HIT')
    expect(hit.html).toContain(register)
  } finally {
    site.kill('SIGKILL')
    upstream.close()
  }
})
