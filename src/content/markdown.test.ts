import { describe, expect, it } from 'vitest'
import { inlineScripts } from '../http/inline-scripts'
import { renderMarkdown } from './markdown'

// A page's policy allows every inline script of its render by hash (ADR 046): content must never be
// able to write one. Markdown's raw HTML is escaped, whatever shape it takes.
describe('renderMarkdown', () => {
  it('escapes raw HTML: no script, event handler or element comes from content', () => {
    const source = [
      '<script>alert(1)</script>',
      '',
      'Text <script type="module">alert(2)</script> inline, <img src=x onerror=alert(3)>.',
      '',
      '<SCRIPT>alert(4)</SCRIPT>',
      '',
      '[link](javascript:alert(5))',
    ].join('\n')
    const { html } = renderMarkdown(source)
    expect(inlineScripts(html)).toEqual([])
    expect(html).not.toMatch(/<script|<img|href="javascript:/i)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('renders Markdown itself', () => {
    expect(renderMarkdown('# Title\n\nSome *text*.').html).toContain('<em>text</em>')
  })
})
