import { describe, expect, it } from 'vitest'
import { entryLoader, inlineScripts } from './inline-scripts'

const NONCE = '3f1c9a0e-5b7d-4e2a-9c61-0d8f2b4a7e35'

describe('inlineScripts', () => {
  it('returns the text of every inline script the browser runs, as the browser hashes it', () => {
    const html =
      `<html><head><link rel="modulepreload" href="/a.js"/><script type="application/ld+json">{"a":1}</script></head>` +
      `<body><p>text</p><script>(function(){})();document.currentScript.remove()</script>` +
      `<script data-tsr-stream-part="">$_TSR.h()\r\n</script><script type="module">x()</script>` +
      `<script type='text/javascript'>y()\r</script></body></html>`
    expect(inlineScripts(html)).toEqual(['(function(){})();document.currentScript.remove()', '$_TSR.h()\n', 'x()', 'y()\n'])
  })

  it('skips data blocks and external scripts: only the loader may start an external one', () => {
    expect(inlineScripts('<script type="application/ld+json">{}</script><script type="module" async="" src="/assets/i.js"></script>')).toEqual([])
    expect(inlineScripts('<script type="application/json">[]</script><script src=/x.js></script>')).toEqual([])
  })

  it('finds none in a page without scripts, and an empty one as empty text', () => {
    expect(inlineScripts('<p>no scripts</p>')).toEqual([])
    expect(inlineScripts('<script></script>')).toEqual([''])
  })
})

describe('entryLoader', () => {
  it('inserts each entry script with its attributes, but async (an inserted script is) and React props', () => {
    const loader = entryLoader([
      { type: 'module', async: true, src: '/assets/index-D7WPRprI.js', nonce: NONCE, suppressHydrationWarning: true, crossOrigin: 'anonymous' },
    ])
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
    new Function(
      'document',
      entryLoader([
        { type: 'module', src: '/a.js' },
        { src: '/b.js', defer: false, onLoad: () => {} },
      ]),
    )(document)
    expect(appended).toEqual([{ type: 'module', src: '/a.js' }, { src: '/b.js' }])
  })
})
