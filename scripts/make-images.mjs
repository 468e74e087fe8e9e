// Renders the site's committed raster images once: `node scripts/make-images.mjs`.
//
//  - Post covers (public/images/covers/<slug>.png, 1200×630): the post's own vector art from
//    scripts/image-art/<section>/<slug>.svg, centred inside the cover template (brand mark, section
//    band). One cover per slug: every language's copy of a post shares it, so a cover carries no
//    words — the art may only hold text marked `data-language-neutral` (version numbers,
//    a booth code, a shell command), and the script stops on any other.
//  - Registration banners (public/images/banner/register-<variant>.png, 750×160) with the text in
//    the variant's language (SPEC 2.7: Chinese for zh and tc, ru, pt, vn, English otherwise).
//
// The output is committed; run this again only when the art or the template changes. Text is drawn
// by librsvg through fontconfig: DejaVu Sans for Latin, Cyrillic and Vietnamese, Noto Sans CJK SC
// (Debian: fonts-noto-cjk, which scripts/test.sh installs) for Chinese. The script stops if a needed
// font is missing, rather than committing boxes in place of glyphs.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'

const ROOT = new URL('..', import.meta.url).pathname
const ART = join(ROOT, 'scripts/image-art')
const COVERS = join(ROOT, 'public/images/covers')
const BANNERS = join(ROOT, 'public/images/banner')

const BRAND = '#4f46e5'
const BRAND_DARK = '#312e81'
const ACCENT = '#0ea5e9'
const SECTION_COLOURS = { blog: '#f472b6', news: '#fbbf24' }

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function requireFont(family) {
  let found = ''
  try {
    found = execFileSync('fc-list', [`:family=${family}`, 'family'], { encoding: 'utf8' })
  } catch {
    // fc-list missing: fall through to the error below.
  }
  if (!found.trim()) throw new Error(`font "${family}" is not installed (Debian: fonts-dejavu-core, fonts-noto-cjk)`)
}

/** The brand mark of favicon.svg, at (x, y) and `size` pixels. */
function mark(x, y, size) {
  const k = size / 32
  return `<g transform="translate(${x} ${y}) scale(${k})"><rect width="32" height="32" rx="8" fill="${BRAND}"/><path d="M9 8h9a6 6 0 0 1 0 12h-5v4H9zm4 4v4h5a2 2 0 0 0 0-4z" fill="#fff"/></g>`
}

/** The art's text elements that are not marked language-neutral (a cover is shared by 14 languages). */
function wordsIn(svg) {
  return [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].filter(([, attrs]) => !/\bdata-language-neutral\b/.test(attrs)).map(([, , text]) => text)
}

async function cover(section, file) {
  const slug = file.replace(/\.svg$/, '')
  const source = readFileSync(join(ART, section, file), 'utf8')
  const words = wordsIn(source)
  if (words.length) throw new Error(`${section}/${file} has words on it (${words.join(' | ')}): covers are shared by every language`)
  // The first full-size rect is the background; the rest is the drawing, centred on the cover.
  const background = /<rect width="1200" height="630" fill="(#[0-9a-f]{6})"\/>/i.exec(source)
  if (!background) throw new Error(`${section}/${file} has no full-size background rect`)
  const drawing = await sharp(Buffer.from(source.replace(background[0], '')), { density: 72 })
    .resize(1200, 630)
    .png()
    .toBuffer()
  const { data: trimmed, info } = await sharp(drawing).trim().toBuffer({ resolveWithObject: true })
  const art = await sharp({ create: { width: 1200, height: 630, channels: 4, background: background[1] } })
    .composite([{ input: trimmed, left: Math.round((1200 - info.width) / 2), top: Math.round((630 - info.height) / 2) }])
    .png()
    .toBuffer()
  const colour = SECTION_COLOURS[section]
  // The frame: a brand mark and name top left, a thin section-coloured rule along the bottom.
  const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect x="40" y="36" width="262" height="64" rx="32" fill="#0c0a09" fill-opacity="0.72"/>
  ${mark(56, 50, 36)}
  <text x="104" y="80" font-family="DejaVu Sans" font-weight="bold" font-size="28" fill="#ffffff">ProfileDeck</text>
  <rect x="0" y="614" width="1200" height="16" fill="${colour}"/>
  <rect x="0" y="614" width="320" height="16" fill="${BRAND}"/>
</svg>`
  const out = join(COVERS, `${slug}.png`)
  await sharp(art)
    .composite([{ input: Buffer.from(frame) }])
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toFile(out)
  return out
}

// Each banner: [headline, subline, font family]. Portuguese is pt-PT like the site's pt.
const BANNER_TEXT = {
  en: ['Sign up free', 'Manage many accounts safely', 'DejaVu Sans'],
  zh: ['免费注册', '安全管理多个账号', 'Noto Sans CJK SC'],
  ru: ['Регистрация бесплатно', 'Безопасно ведите много аккаунтов', 'DejaVu Sans'],
  pt: ['Registe-se grátis', 'Gira várias contas em segurança', 'DejaVu Sans'],
  vn: ['Đăng ký miễn phí', 'Quản lý nhiều tài khoản an toàn', 'DejaVu Sans'],
}

async function banner(variant) {
  const [headline, subline, font] = BANNER_TEXT[variant]
  requireFont(font)
  // 750×160: a 375 px strip at 2x. The left 56 px stay plain: the page puts its close control there.
  // The gradient runs left to right and nothing touches the side edges, so on screens wider than
  // 375 px the page extends the image with its edge colours (BRAND left, BRAND_DARK right) seamlessly.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="160">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${BRAND}"/><stop offset="1" stop-color="${BRAND_DARK}"/></linearGradient></defs>
  <rect width="750" height="160" fill="url(#g)"/>
  <circle cx="636" cy="-24" r="72" fill="${ACCENT}" fill-opacity="0.25"/>
  <circle cx="560" cy="185" r="60" fill="#ffffff" fill-opacity="0.08"/>
  <g transform="translate(72 40)"><rect width="80" height="80" rx="20" fill="#ffffff"/>
    <rect x="12" y="16" width="40" height="28" rx="5" fill="${BRAND}" fill-opacity="0.35"/>
    <rect x="20" y="26" width="40" height="28" rx="5" fill="${BRAND}" fill-opacity="0.6"/>
    <rect x="28" y="36" width="40" height="28" rx="5" fill="${BRAND}"/></g>
  <text x="176" y="74" font-family="${font}" font-weight="bold" font-size="${variant === 'zh' ? 40 : 34}" fill="#ffffff">${esc(headline)}</text>
  <text x="176" y="116" font-family="${font}" font-size="${variant === 'zh' ? 28 : 22}" fill="#e0e7ff">${esc(subline)}</text>
  <circle cx="690" cy="80" r="30" fill="#ffffff"/>
  <path d="M680 66l14 14-14 14" fill="none" stroke="${BRAND}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`
  const out = join(BANNERS, `register-${variant}.png`)
  await sharp(Buffer.from(svg)).png({ palette: true, quality: 95, effort: 10, compressionLevel: 9 }).toFile(out)
  return out
}

requireFont('DejaVu Sans')
mkdirSync(COVERS, { recursive: true })
mkdirSync(BANNERS, { recursive: true })
const written = []
for (const section of ['blog', 'news']) {
  for (const file of readdirSync(join(ART, section))
    .filter((f) => f.endsWith('.svg'))
    .sort()) {
    written.push(await cover(section, file))
  }
}
for (const variant of Object.keys(BANNER_TEXT)) written.push(await banner(variant))
for (const file of written) console.log(`${(statSync(file).size / 1024).toFixed(1).padStart(6)} KB  ${file.slice(ROOT.length)}`)
