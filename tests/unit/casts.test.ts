import { describe, expect, it } from 'vitest'
import { findCasts } from '../../scripts/count-casts'

// Type assertions in app/ and src/ stay few (at most 60). A new one needs a reason the
// compiler cannot be shown — a guard, a helper of src/lang or a better-typed source usually can.
const BUDGET = 60

describe('type assertions', () => {
  const casts = findCasts(process.cwd())

  it(`app/ and src/ hold at most ${BUDGET} (npm run casts lists them)`, () => {
    expect(casts.length, casts.map((c) => `${c.file}:${c.line} as ${c.type}`).join('\n')).toBeLessThanOrEqual(BUDGET)
  })

  it('are counted: a cast in a source file is found, `as const` is not', () => {
    expect(casts.length).toBeGreaterThan(0)
    expect(casts.every((c) => c.type !== 'const')).toBe(true)
  })
})
