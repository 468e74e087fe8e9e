import { describe, expect, it } from 'vitest'
import { catalogPhrases, markMessage } from '../../scripts/catalog-phrases-plugin'

const split = (text: string) => text.split('/')

describe('phrase marks in compiled catalogs', () => {
  it('marks text, the text of plural and select branches, and never argument names or tags', () => {
    const message = ['運用/する ', ['name'], ' <0>多数/の</0>', ['count', 'plural', { one: ['件/です'], other: [['count'], '件/です'] }]] as const
    expect(markMessage(message, split)).toEqual([
      '運用\u200Bする ',
      ['name'],
      ' <0>多数\u200Bの</0>',
      ['count', 'plural', { one: ['件\u200Bです'], other: [['count'], '件\u200Bです'] }],
    ])
  })

  it("rewrites Lingui's compiled Japanese catalog and leaves other languages' alone", () => {
    const plugin = catalogPhrases()
    const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined
    const compiled = `/*eslint-disable*/export const messages=JSON.parse(${JSON.stringify(JSON.stringify({ a: ['多数のアカウントを運用する'] }))});`
    const out = transform.call(
      {
        error: (m: string) => {
          throw new Error(m)
        },
      },
      compiled,
      '/x/locales/jp/messages.po',
    )!
    expect(out.code).toMatch(/^\/\*eslint-disable\*\/export const messages=JSON\.parse\(/)
    expect(JSON.parse(JSON.parse(/JSON\.parse\((".*")\)/.exec(out.code)![1]!) as string)).toEqual({ a: ['多数の\u200Bアカウントを\u200B運用する'] })
    expect(transform.call({}, compiled, '/x/locales/ru/messages.po')).toBeUndefined()
  })

  it('fails the build when the compiled catalog is not the shape it knows', () => {
    const plugin = catalogPhrases()
    const transform = plugin.transform as (code: string, id: string) => unknown
    expect(() =>
      transform.call(
        {
          error: (m: string) => {
            throw new Error(m)
          },
        },
        'export default {}',
        '/x/locales/zh/messages.po',
      ),
    ).toThrow(/not the compiled catalog/)
  })
})
