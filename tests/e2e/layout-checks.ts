/**
 * The layout checks of tests/e2e/layout.spec.ts, measured inside the page. `layoutChecks` is sent to
 * the browser as source (`installLayoutChecks`), so everything it uses is defined inside it; the spec
 * calls it through `window.layout`. Each check returns the problems it found as sentences, [] when
 * there are none. Scenarios open and close menus with DOM clicks and wait for frames themselves, so a
 * whole width costs the spec a few round trips, not dozens.
 */
export function layoutChecks() {
  type Box = { left: number; top: number; right: number; bottom: number }

  const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
  async function until(what: string, ok: () => boolean, ms = 8000): Promise<string[]> {
    const end = performance.now() + ms
    while (!ok()) {
      if (performance.now() > end) return [`timed out waiting for ${what}`]
      await sleep(50)
    }
    return []
  }
  const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)
  const viewportWidth = () => document.documentElement.clientWidth
  const describe = (el: Element) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> "${(el.textContent ?? '').trim().slice(0, 40)}"`
  // checkVisibility also sees what a closed <details> hides (content-visibility), which boxes do not show.
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true }) && !el.closest('.visually-hidden')
  }
  const hasText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())
  const textLines = (el: Element | Node) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return [...range.getClientRects()].filter((r) => r.width > 0)
  }
  /** Below SPEC 9's md the page is one column, and the header and floating buttons make way for it. */
  const oneColumn = () => matchMedia('(max-width: 1199px)').matches
  const header = () => $('.site-header')!.getBoundingClientRect()
  const stackShown = () => {
    const stack = $('.floating-stack')!
    return getComputedStyle(stack).visibility === 'visible' && stack.getBoundingClientRect().right <= viewportWidth()
  }
  /** The header at the top of the screen and the floating buttons on it (their moves finished). */
  const chromeShown = () => header().top === 0 && stackShown()
  /** The header above the screen and the floating buttons off it. */
  const chromeAway = () => header().bottom <= 0 && !stackShown()
  async function scrollTo(top: number) {
    window.scrollTo({ top, behavior: 'instant' })
    await frames()
  }

  /** The page is no wider than the viewport; if it is, the outermost elements that stick out are named. */
  function pageOverflow(): string[] {
    const width = viewportWidth()
    const scroll = document.documentElement.scrollWidth
    if (scroll <= width) return []
    const culprits: string[] = []
    for (const el of document.querySelectorAll('body *')) {
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.right <= width + 0.5) continue
      // Only the outermost: an element whose parent sticks out as far is not a new culprit.
      if (el.parentElement !== document.body && el.parentElement!.getBoundingClientRect().right >= box.right - 0.5) continue
      culprits.push(`${describe(el)} ends at ${Math.round(box.right)} px`)
      if (culprits.length === 3) break
    }
    return [`the page is ${scroll} px wide in a ${width} px viewport: ${culprits.join('; ')}`]
  }

  /**
   * No text is clipped, ellipsised, line-clamped or pushed off the screen inside the visible elements
   * `selector` matches (visually hidden text is skipped); with `oneLine`, no label wraps either.
   */
  function clippedText(selector: string, oneLine = false): string[] {
    const problems: string[] = []
    const width = viewportWidth()
    const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip'
    for (const root of document.querySelectorAll(selector)) {
      if (!visible(root)) continue
      for (const el of [root, ...root.querySelectorAll('*')].filter((e) => visible(e) && hasText(e))) {
        const style = getComputedStyle(el)
        if (style.webkitLineClamp && style.webkitLineClamp !== 'none') problems.push(`${describe(el)} is line-clamped`)
        if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth) problems.push(`${describe(el)} is ellipsised`)
        const lines = textLines(el)
        if (lines.length === 0) continue
        const text: Box = {
          left: Math.min(...lines.map((r) => r.left)),
          right: Math.max(...lines.map((r) => r.right)),
          top: Math.min(...lines.map((r) => r.top)),
          bottom: Math.max(...lines.map((r) => r.bottom)),
        }
        if (text.left < -0.5 || text.right > width + 0.5)
          problems.push(`${describe(el)} runs off the screen (${Math.round(text.left)}–${Math.round(text.right)} px)`)
        // Every ancestor that clips its overflow holds the whole text (a scrolling one, across).
        for (let a = el as Element | null; a && a !== document.body; a = a.parentElement) {
          const s = getComputedStyle(a)
          const across = s.overflowX !== 'visible'
          const down = clips(s.overflowY)
          if (!across && !down) continue
          const box = a.getBoundingClientRect()
          if ((across && (text.left < box.left - 1 || text.right > box.right + 1)) || (down && (text.top < box.top - 1 || text.bottom > box.bottom + 1))) {
            problems.push(`${describe(el)} is clipped by ${describe(a)}`)
            break
          }
        }
        const rows = new Set(lines.map((r) => Math.round(r.top))).size
        if (oneLine && rows > 1) problems.push(`${describe(el)} wraps onto ${rows} lines`)
      }
    }
    return problems
  }

  /** The header is one row: every visible item of its bar sits inside the bar's height. */
  function headerRows(): string[] {
    const bar = $('.site-header__bar')
    if (!bar) return ['no header bar']
    const box = bar.getBoundingClientRect()
    const problems: string[] = []
    if (box.height > 65) problems.push(`the header bar is ${Math.round(box.height)} px tall`)
    for (const item of bar.querySelectorAll('.brand, .site-nav > a, .site-nav > details > summary, .site-header__actions > *, .site-header__burger')) {
      // Items of the menu panel (below md) are not in the row.
      if (!visible(item) || getComputedStyle(item.closest('.site-nav') ?? item).position === 'absolute') continue
      const r = item.getBoundingClientRect()
      if (r.top < box.top - 1 || r.bottom > box.bottom + 1)
        problems.push(`${describe(item)} is outside the header's row (${Math.round(r.top)}–${Math.round(r.bottom)} px)`)
    }
    return problems
  }

  /** An opened menu lies inside the viewport, and with `below`, under the header's row. */
  function insideViewport(selector: string, below = false): string[] {
    const el = $(selector)
    if (!el || !visible(el)) return [`${selector} is not shown`]
    const r = el.getBoundingClientRect()
    const problems: string[] = []
    const width = viewportWidth()
    if (r.left < -0.5 || r.right > width + 0.5 || r.top < -0.5 || r.bottom > innerHeight + 0.5) {
      problems.push(
        `${selector} spans ${Math.round(r.left)}–${Math.round(r.right)} × ${Math.round(r.top)}–${Math.round(r.bottom)} px, outside the ${width}×${innerHeight} viewport`,
      )
    }
    const bar = $('.site-header__bar')!.getBoundingClientRect()
    if (below && r.top < bar.bottom - 1)
      problems.push(`${selector} starts at ${Math.round(r.top)} px, over the header's row (which ends at ${Math.round(bar.bottom)} px)`)
    return problems
  }

  /**
   * Nothing lies on an opened menu's items: a notice, a floating button or the banner over a menu
   * would take the taps meant for it. Items outside the viewport are insideViewport's to report.
   */
  function uncovered(selector: string): string[] {
    const problems: string[] = []
    for (const item of document.querySelectorAll(`${selector} a, ${selector} button, ${selector} summary`)) {
      if (!visible(item) || problems.length === 3) continue
      const box = item.getBoundingClientRect()
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2]
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue
      const hit = document.elementFromPoint(x, y)
      if (hit && !item.contains(hit) && !hit.contains(item)) problems.push(`${describe(hit)} lies on ${describe(item)}`)
    }
    return problems
  }

  /** An opened menu: inside the viewport, nothing on it, its text whole. */
  const menu = (selector: string, { below = false, oneLine = true } = {}) => [
    ...insideViewport(selector, below),
    ...uncovered(selector),
    ...clippedText(selector, oneLine),
  ]

  /**
   * No sticky or fixed element lies on the article's text. The header (top) and the registration
   * banner (bottom) are bars the page scrolls under: text behind them is not counted. The floating
   * buttons are counted: on one column they make way while the article is read on (ADR 031). The
   * language suggestion (ADR 027) is not, a dismissible notice over the page by design.
   */
  function stickyOverText(): string[] {
    const bars = [...document.querySelectorAll('.site-header, .register-banner--shown')].map((el) => el.getBoundingClientRect())
    const exempt = '.site-header, .register-banner, .loading-bar, .focus-target, .skip-link, .toaster, .language-suggestion'
    const floating = [...document.querySelectorAll('body *')].filter((el) => {
      const position = getComputedStyle(el).position
      return (position === 'fixed' || position === 'sticky') && !el.closest(exempt) && visible(el)
    })
    const problems: string[] = []
    const walker = document.createTreeWalker($('article')!, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node && problems.length < 4; node = walker.nextNode()) {
      if (!node.textContent!.trim()) continue
      for (const line of textLines(node)) {
        if (line.bottom <= 0 || line.top >= innerHeight) continue
        const middle = (line.top + line.bottom) / 2
        if (bars.some((b) => middle >= b.top && middle <= b.bottom)) continue
        for (const el of floating) {
          if (el.contains(node)) continue
          const r = el.getBoundingClientRect()
          const w = Math.min(r.right, line.right) - Math.max(r.left, line.left)
          const h = Math.min(r.bottom, line.bottom) - Math.max(r.top, line.top)
          if (w > 2 && h > 2)
            problems.push(`${getComputedStyle(el).position} ${describe(el)} lies on "${node.textContent!.trim().slice(0, 30)}" at ${Math.round(line.top)} px`)
        }
      }
    }
    return problems
  }

  /**
   * The registration banner shows its image whole (375×80 proportions, inside the banner and the
   * screen), shows no text of its own, and its close control is on the left edge, on the strip the
   * image leaves plain for it (the first 36 of its 375 px).
   */
  function bannerWhole(): string[] {
    const banner = $('.register-banner')
    if (!banner) return ['no banner']
    const img = banner.querySelector('img')!
    const close = banner.querySelector('.register-banner__close')!.getBoundingClientRect()
    const b = banner.getBoundingClientRect()
    const i = img.getBoundingClientRect()
    const problems: string[] = []
    if (!img.complete || img.naturalWidth === 0) problems.push('the banner image did not load')
    if (Math.abs(i.width / i.height - 375 / 80) > 0.05)
      problems.push(`the banner image shows at ${Math.round(i.width)}×${Math.round(i.height)} px, not in its 375×80 proportions`)
    if (i.left < b.left - 0.5 || i.right > b.right + 0.5 || i.top < b.top - 0.5 || i.bottom > b.bottom + 0.5)
      problems.push('the banner image is cut by the banner')
    if (i.left < -0.5 || i.right > viewportWidth() + 0.5) problems.push('the banner image runs off the screen')
    if (Math.abs(close.left) > 0.5) problems.push(`the close control starts at ${close.left} px, not at the left edge`)
    if (close.right > i.left + (i.width * 36) / 375 + 0.5) problems.push('the close control covers the image beyond its plain left strip')
    const text = [...banner.querySelectorAll('*')].filter((el) => visible(el) && hasText(el))
    if (text.length) problems.push(`the banner shows text beside its image: ${describe(text[0]!)}`)
    return problems
  }

  /** The banner is shown and has slid fully in. */
  const bannerIn = () => {
    const banner = $('.register-banner--shown')
    return !!banner && Math.abs(banner.getBoundingClientRect().bottom - innerHeight) < 1
  }

  /** Each ⓘ of a tooltip follows its label's last word on the same line (it does not drift to the edge). */
  function tooltipIconsFollowText(): string[] {
    const problems: string[] = []
    for (const tip of document.querySelectorAll('.tooltip')) {
      const trigger = tip.querySelector('.tooltip__trigger')!.getBoundingClientRect()
      const label = [...tip.childNodes].filter((n) => !(n instanceof Element && n.matches('.tooltip__glue, .tooltip__trigger, .tooltip__bubble')))
      const range = document.createRange()
      range.setStartBefore(label[0]!)
      range.setEndAfter(label[label.length - 1]!)
      const lines = [...range.getClientRects()].filter((r) => r.width > 0)
      const last = lines.reduce((a, b) => (b.bottom > a.bottom || (b.bottom === a.bottom && b.right > a.right) ? b : a))
      const gap = trigger.left - last.right
      const sameLine = trigger.top < last.bottom && trigger.bottom > last.top
      if (!sameLine || gap < -1 || gap > 12)
        problems.push(`the ⓘ of "${tip.textContent!.trim().slice(0, 30)}" is ${Math.round(gap)} px after its label${sameLine ? '' : ', on another line'}`)
    }
    return problems
  }

  /** Grids fill their rows: no row of a grid list leaves empty room at its end. */
  function gridHoles(): string[] {
    const problems: string[] = []
    for (const grid of document.querySelectorAll('main ul, main ol, main .help-groups, .site-footer__grid')) {
      const style = getComputedStyle(grid)
      if (style.display !== 'grid' || grid.children.length < 2) continue
      const items = [...grid.children].map((c) => c.getBoundingClientRect()).filter((r) => r.width > 0)
      const rows = new Map<number, number>()
      for (const r of items) rows.set(Math.round(r.top), Math.max(rows.get(Math.round(r.top)) ?? -Infinity, r.right))
      const end = grid.getBoundingClientRect().right - parseFloat(style.paddingRight)
      for (const [top, right] of rows) {
        if (end - right > 24) problems.push(`${describe(grid)} (${items.length} items) leaves ${Math.round(end - right)} px empty in its row at ${top} px`)
      }
    }
    return problems
  }

  const where = (label: string, problems: string[]) => problems.map((p) => `${label}: ${p}`)
  const click = async (selector: string) => {
    $(selector)!.click()
    await frames()
  }
  const escape = async () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await frames()
  }

  return {
    /** Waits for the registration banner to have slid fully in. */
    bannerShown: () => until('the banner', bannerIn),
    pageOverflow,
    clippedText,
    gridHoles,
    tooltipIconsFollowText,

    /** The page at the top, the header's row, then its menus opened one by one; leaves the menus open for axe. */
    async headerAndMenus(desktop: boolean): Promise<string[]> {
      await scrollTo(0)
      const problems = [...where('page', pageOverflow()), ...where('header', headerRows()), ...where('header', clippedText('.site-header__bar', true))]
      if (desktop) {
        for (const summary of document.querySelectorAll<HTMLElement>('.site-header details.menu > summary')) {
          summary.click()
          await frames()
          problems.push(...where('dropdown', menu('.menu[open] > ul')))
          summary.click()
        }
        // A dropdown stays open while the language menu opens (for axe).
        await click('.site-header details.menu > summary')
      } else {
        await click('.site-header__burger')
        await click('#site-nav details.menu > summary')
        problems.push(...where('menu panel', menu('#site-nav', { below: true, oneLine: false })))
      }
      await click('.site-header .lang-switcher__toggle')
      problems.push(...where('language menu', menu('.site-header .lang-switcher__list')))
      return problems
    },

    /** Closes the header's menus; the search field opened (phones: under the bar); the footer's language menu, left open for axe. */
    async searchAndFooter(phone: boolean): Promise<string[]> {
      // Escape closes every menu of the header (the language list, in the burger's group, had closed the panel).
      await escape()
      const problems: string[] = []
      // The field widens while it has focus (on phones: a strip under the bar).
      $('.search-box__input')!.focus()
      await frames()
      problems.push(...where('search field', insideViewport('.search-box__form', phone)))
      $('.search-box__input')!.blur()
      $('.site-footer .lang-switcher__toggle')!.scrollIntoView({ block: 'center', behavior: 'instant' })
      await click('.site-footer .lang-switcher__toggle')
      problems.push(...where('footer language menu', menu('.site-footer .lang-switcher__list')))
      return problems
    },

    /** Closes the footer's menu; on phones the banner at the top and at the end of the page; the article scrolled through. */
    async bannerAndArticle(phone: boolean): Promise<string[]> {
      await escape()
      const problems: string[] = []
      if (phone) {
        // Back at the top the banner shows (after its delay, or again on scrolling up).
        await scrollTo(0)
        problems.push(...(await until('the banner', bannerIn)))
        await $<HTMLImageElement>('.register-banner img')
          ?.decode()
          .catch(() => undefined)
        problems.push(...where('banner', bannerWhole()))
        // At the end of the page: scrolling down retracts it, a little back up brings it over the footer.
        const end = document.documentElement.scrollHeight - innerHeight
        await scrollTo(end)
        problems.push(...(await until('the banner to retract', () => !$('.register-banner--shown'))))
        await sleep(250) // the scroll handler's throttle
        await scrollTo(end - 2)
        problems.push(...(await until('the banner to return', bannerIn)))
        const banner = $('.register-banner--shown')?.getBoundingClientRect()
        const line = $('.site-footer__bottom p')!.getBoundingClientRect()
        if (banner && line.bottom > banner.top + 0.5)
          problems.push(
            `end of the page: the footer's last line (${Math.round(line.top)}–${Math.round(line.bottom)} px) is under the banner (from ${Math.round(banner.top)} px)`,
          )
      }
      // Reading the article on from its top: on one column the header and the floating buttons make
      // way at the first scroll down and stay away (ADR 031); back at the top they are there.
      await scrollTo(0)
      if (oneColumn()) problems.push(...where('back at the top', await until('the header and the floating buttons', chromeShown)))
      const article = $('article')!.getBoundingClientRect()
      const top = article.top + scrollY
      const bottom = article.bottom + scrollY - innerHeight
      // The scroll handler's throttle: a move down within it would count with the move up to the top.
      if (oneColumn()) await sleep(250)
      for (let step = 1; step <= 3; step++) {
        await scrollTo(Math.round(top + ((bottom - top) * step) / 3))
        if (oneColumn()) problems.push(...where(`article scrolled to ${step}/3`, await until('the header and the floating buttons to make way', chromeAway)))
        problems.push(...where(`article scrolled to ${step}/3`, stickyOverText()))
      }
      // A scroll up brings them back.
      if (oneColumn()) {
        await sleep(250) // the scroll handler's throttle: a move up within it would count with the last one down
        await scrollTo(scrollY - 40)
        problems.push(...where('scrolled up', await until('the header and the floating buttons to come back', chromeShown)))
      }
      return problems
    },
  }
}

/** The layout checks as the page's `window.layout`. */
export type LayoutChecks = ReturnType<typeof layoutChecks>

declare global {
  interface Window {
    layout: LayoutChecks
  }
}

/** The init script that puts the checks into every page of a test. */
export const installLayoutChecks = `window.layout = (${layoutChecks.toString()})()`

/**
 * The line breaks inside a word in the Japanese and Chinese short text of a page (ADR 049): for each
 * visible element matching `selector`, each place its text wraps where neither side is a phrase
 * mark, a space or punctuation and both sides are Han, Hiragana or Katakana, unless that unbroken
 * run is wider than the element's line (a single word that cannot fit must break). Sent to the
 * browser as source, so it runs in any engine's `evaluate` (Playwright, or the Firefox and WebKit
 * drivers).
 */
export function breaksInsideWords(selector: string): string[] {
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u
  const breakable = /[\s\u200B\p{P}]/u
  const out: string[] = []
  for (const el of document.querySelectorAll(selector)) {
    const box = el.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) continue
    const style = getComputedStyle(el)
    const line = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    // Each character with the top of its line and its width; one without a box of its own (a mark
    // at a line's end) counts on the line before.
    const chars: { ch: string; top: number; width: number }[] = []
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let i = 0; i < node.data.length; i++) {
        const range = document.createRange()
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const rect = range.getClientRects()[0]
        const boxed = rect && rect.width + rect.height > 0
        chars.push({ ch: node.data[i]!, top: boxed ? Math.round(rect.top) : (chars.at(-1)?.top ?? 0), width: boxed ? rect.width : 0 })
      }
    }
    for (let i = 1; i < chars.length; i++) {
      const before = chars[i - 1]!
      const after = chars[i]!
      if (after.top <= before.top + 2) continue
      if (breakable.test(before.ch) || breakable.test(after.ch) || !cjk.test(before.ch) || !cjk.test(after.ch)) continue
      // The unbroken run the break falls in: wider than a line, it has to break somewhere.
      let from = i - 1
      while (from > 0 && !breakable.test(chars[from - 1]!.ch)) from--
      let to = i
      while (to < chars.length - 1 && !breakable.test(chars[to + 1]!.ch)) to++
      const run = chars.slice(from, to + 1)
      if (run.reduce((sum, c) => sum + c.width, 0) > line) continue
      out.push(
        `"${chars
          .map((c) => c.ch)
          .join('')
          .replaceAll('\u200B', '')
          .slice(0, 60)}" breaks between ${before.ch} and ${after.ch} in "${run.map((c) => c.ch).join('')}"`,
      )
    }
  }
  return out
}

/** The elements whose text must not break inside a word: headings, leads, buttons, navigation. */
export const SHORT_TEXT = 'main h1, main h2, main h3, .hero__lead, .page-hero__lead, .article__lead, main .btn, .site-header nav a'
