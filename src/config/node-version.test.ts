import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isSupportedNode, nodeVersionProblem, SUPPORTED_NODE_RANGE } from './node-version'

describe('the Node.js versions the server runs on', () => {
  it('accepts the lines with node:sqlite unflagged: 22.13+, 23.4+ and every later major', () => {
    for (const version of ['22.13.0', '22.23.3', '23.4.0', '23.11.1', '24.0.0', '25.2.1']) expect(isSupportedNode(version), version).toBe(true)
  })

  it('refuses older lines and the flagged windows 22.5–22.12 and 23.0–23.3', () => {
    for (const version of ['18.20.8', '20.20.2', '21.7.3', '22.5.0', '22.12.0', '23.0.0', '23.3.0']) expect(isSupportedNode(version), version).toBe(false)
  })

  it('refuses what it cannot read rather than guessing', () => {
    expect(isSupportedNode('')).toBe(false)
    expect(isSupportedNode('v22.23.3')).toBe(false)
  })

  it('explains a refusal in one line naming the version found, the range and the way out', () => {
    const line = nodeVersionProblem('20.20.2')!
    expect(line.split('\n')).toHaveLength(1)
    expect(line).toContain('Node.js 20.20.2')
    expect(line).toContain(SUPPORTED_NODE_RANGE)
    expect(line).toContain('npm start')
    expect(nodeVersionProblem('22.23.3')).toBeUndefined()
  })

  it("is the range package.json's engines declares, and the project's own Node is in it", () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      engines: { node: string }
      devDependencies: { node: string }
    }
    expect(pkg.engines.node).toBe(SUPPORTED_NODE_RANGE)
    expect(isSupportedNode(pkg.devDependencies.node)).toBe(true)
  })
})
