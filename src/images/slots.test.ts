import { describe, expect, it } from 'vitest'
import { pictureModel } from './picture'
import { PICTURE_SLOTS, slotPictureModel } from './slots'

describe('slotPictureModel', () => {
  it('is the model of the source drawn in the slot', () => {
    expect(slotPictureModel('card', '/images/blog/a.png')).toEqual(pictureModel({ src: '/images/blog/a.png', ...PICTURE_SLOTS.card }))
    expect(slotPictureModel('banner', '/images/banner/en.png')).toEqual(pictureModel({ src: '/images/banner/en.png', ...PICTURE_SLOTS.banner }))
  })

  it('is made once per slot and source (every render of a page asks again)', () => {
    const model = slotPictureModel('cover', '/images/blog/b.png')
    expect(slotPictureModel('cover', '/images/blog/b.png')).toBe(model)
    expect(slotPictureModel('card', '/images/blog/b.png')).not.toBe(model)
    expect(slotPictureModel('cover', '/images/blog/c.png')).not.toBe(model)
  })

  it('keeps a bounded number of models: past the bound it starts over, with the same results', () => {
    const first = slotPictureModel('card', '/images/blog/first.png')
    for (let i = 0; i < 1000; i++) slotPictureModel('card', `/images/blog/many-${i}.png`)
    const again = slotPictureModel('card', '/images/blog/first.png')
    expect(again).not.toBe(first)
    expect(again).toEqual(first)
  })
})
