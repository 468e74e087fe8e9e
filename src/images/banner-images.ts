import { getLocale, type LocaleCode } from '../i18n/locales'

/**
 * SPEC 2.7's mobile registration banner images: Chinese for zh and tc; Russian, Portuguese and
 * Vietnamese variants; English for every other language. The files are rendered once by
 * `scripts/make-images.mjs` and committed under public/images/banner/.
 */

/** The banner variants that exist as files. */
export const BANNER_VARIANTS = ['en', 'zh', 'ru', 'pt', 'vn'] as const
/** One banner variant. */
export type BannerVariant = (typeof BANNER_VARIANTS)[number]

/** Pixel size of the banner images (a 375 px wide strip at 2x). */
export const BANNER_IMAGE_SIZE = { width: 750, height: 160 } as const

/** Which banner variant a language shows: the locale table's `banner` column. */
export function bannerVariantFor(locale: LocaleCode): BannerVariant {
  return getLocale(locale).banner
}

/** The site path of a variant's image under public/. */
export function bannerImagePath(variant: BannerVariant): string {
  return `/images/banner/register-${variant}.png`
}

/** The site path of a language's banner image, e.g. `/images/banner/register-zh.png`. */
export function bannerImageFor(locale: LocaleCode): string {
  return bannerImagePath(bannerVariantFor(locale))
}
