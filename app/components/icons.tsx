import { createIsomorphicFn } from '@tanstack/react-start'
import { isValidViewBox } from '#src/format/icon'
import { useServedMarkup } from '../lib/served-markup'
import { ICONS } from './icon-table'

/** An icon name of the sprite. */
export type IconName = keyof typeof ICONS

/** The hidden sprite's element: `<Icon>`s point into it. */
const SPRITE = { xmlns: 'http://www.w3.org/2000/svg', style: { display: 'none' }, 'aria-hidden': true } as const

/**
 * The sprite's symbols, made on the server only: the browser keeps the served ones, so the icons'
 * table and its path data stay out of its JavaScript (Start's compiler drops this function and the
 * table's import from the browser's build). The `/_icons` page loads the table with itself.
 */
const servedSymbols = createIsomorphicFn()
  .server(() =>
    Object.entries(ICONS).map(([name, icon]) => {
      if (!isValidViewBox(icon.viewBox)) throw new Error(`Icon "${name}" has an invalid viewBox "${icon.viewBox}"`)
      return (
        <symbol key={name} id={`icon-${name}`} viewBox={icon.viewBox}>
          <path d={icon.d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </symbol>
      )
    }),
  )
  .client(() => undefined)

/**
 * The hidden sprite: rendered once per page, referenced by `<Icon>`. The server renders its symbols;
 * the browser leaves them as served (an element with `dangerouslySetInnerHTML` hydrates without
 * touching its children), which also keeps its 38 elements out of hydration.
 */
export function IconSprite() {
  const symbols = servedSymbols()
  return symbols ? <svg {...SPRITE}>{symbols}</svg> : <ServedSprite />
}

/** The served sprite, left as it is; remembered once hydrated, so a root mounted anew shows it again. */
function ServedSprite() {
  const { ref, served } = useServedMarkup<SVGSVGElement>('icon-sprite', true)
  return <svg ref={ref} {...SPRITE} {...served} />
}

/** One icon from the sprite; decorative unless `label` is given. */
export function Icon({ name, label, size = 20, className }: { name: IconName; label?: string; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
    >
      <use href={`#icon-${name}`} />
    </svg>
  )
}
