import type { Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { catalogLoader } from '../../app/i18n/catalogs'

describe('catalogLoader', () => {
  it('imports a locale once, whatever the number of i18n instances asking', async () => {
    let imports = 0
    const load = catalogLoader({
      '../../locales/ru/messages.po': async () => {
        imports++
        return { messages: { hello: 'привет' } as Messages }
      },
    })
    const [a, b] = await Promise.all([load('ru'), load('ru')])
    expect(await load('ru')).toBe(a)
    expect(b).toBe(a)
    expect(a).toEqual({ hello: 'привет' })
    expect(imports).toBe(1)
  })

  it('tries a failed load again and names a locale without a catalog', async () => {
    let imports = 0
    const load = catalogLoader({
      '../../locales/jp/messages.po': async () => {
        if (++imports === 1) throw new Error('chunk failed')
        return { messages: { hello: 'こんにちは' } as Messages }
      },
    })
    await expect(load('jp')).rejects.toThrow('chunk failed')
    expect(await load('jp')).toEqual({ hello: 'こんにちは' })
    expect(imports).toBe(2)
    await expect(load('uk')).rejects.toThrow('No catalog for locale "uk"')
  })
})
