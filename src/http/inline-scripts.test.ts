import { describe, expect, it } from 'vitest'
import { entryLoader, takeMarkedScripts } from './inline-scripts'

const MARK = '3f1c9a0e-5b7d-4e2a-9c61-0d8f2b4a7e35'

describe('takeMarkedScripts', () => {
  it('returns the text of every marked inline script and the page without any mark', () => {
    const html =
      `<html><head><link rel="modulepreload" href="/a.js" nonce="${MARK}"/><script type="application/ld+json">{"a":1}</script></head>` +
      `<body><p>text</p><script nonce="${MARK}">(function(){})();document.currentScript.remove()</script>` +
      `<script nonce="${MARK}" data-tsr-stream-part="">$_TSR.h()\r\n</script><script>{const s=1}</script>` +
      `<script type="module" nonce="${MARK}">x()</script></body></html>`
    const { html: out, scripts } = takeMarkedScripts(html, MARK)
    expect(scripts).toEqual(['(function(){})();document.currentScript.remove()', '$_TSR.h()\n', 'x()'])
    expect(out).not.toContain(MARK)
    expect(out).not.toContain('nonce=')
    expect(out).toBe(html.replaceAll(` nonce="${MARK}"`, ''))
  })

  it('never takes a script the render did not mark: markup that got into content stays out of the policy', () => {
    const injected = '<script>alert(1)</script><script nonce="guess">alert(2)</script>'
    const { scripts } = takeMarkedScripts(`<body><div>${injected}</div><script nonce="${MARK}">boot()</script></body>`, MARK)
    expect(scripts).toEqual(['boot()'])
  })

  it('skips marked external scripts: only the loader may start them', () => {
    const { scripts, html } = takeMarkedScripts(`<script type="module" async="" src="/assets/i.js" nonce="${MARK}"></script>`, MARK)
    expect(scripts).toEqual([])
    expect(html).toBe('<script type="module" async="" src="/assets/i.js"></script>')
  })

  it('leaves a page without marks as it is', () => {
    expect(takeMarkedScripts('<p>no scripts</p>', MARK)).toEqual({ html: '<p>no scripts</p>', scripts: [] })
  })
})

describe('entryLoader', () => {
  it('inserts each entry script with its attributes, but async (an inserted script is) and React props', () => {
    const loader = entryLoader([{ type: 'module', async: true, src: '/assets/index-D7WPRprI.js', nonce: MARK, suppressHydrationWarning: true, crossOrigin: 'anonymous' }])
    expect(loader).toBe(
      '{const s=document.createElement("script");s.setAttribute("type","module");s.setAttribute("src","/assets/index-D7WPRprI.js");s.setAttribute("crossOrigin","anonymous");document.head.appendChild(s)}',
    )
  })

  it('cannot close its script element, whatever a value holds', () => {
    expect(entryLoader([{ src: '/a.js?</script><script>alert(1)//' }])).not.toContain('<')
  })

  it('runs: the elements it inserts are the manifest scripts', () => {
    const appended: Record<string, string>[] = []
    const document = {
      createElement: () => {
        const attrs: Record<string, string> = {}
        return { attrs, setAttribute: (name: string, value: string) => (attrs[name] = value) }
      },
      head: { appendChild: (el: { attrs: Record<string, string> }) => appended.push(el.attrs) },
    }
    new Function('document', entryLoader([{ type: 'module', src: '/a.js' }, { src: '/b.js', defer: false, onLoad: () => {} }]))(document)
    expect(appended).toEqual([{ type: 'module', src: '/a.js' }, { src: '/b.js' }])
  })
})
