import { describe, expect, it } from 'vitest'
import type { OutputBundle, OutputChunk } from 'rolldown'
import { bootChunkFiles } from '../../scripts/boot-chunks-plugin'

function chunk(fileName: string, fields: Partial<Pick<OutputChunk, 'isEntry' | 'imports' | 'dynamicImports' | 'moduleIds'>> = {}): OutputChunk {
  return { type: 'chunk', fileName, isEntry: false, imports: [], dynamicImports: [], moduleIds: [], ...fields } as unknown as OutputChunk
}

function bundleOf(...chunks: OutputChunk[]): OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c])) as OutputBundle
}

describe('bootChunkFiles', () => {
  it("lists the entry's dynamic imports and their static imports, dependencies first, less what the entry brings", () => {
    const bundle = bundleOf(
      chunk('assets/index.js', { isEntry: true, imports: ['assets/shell.js'], dynamicImports: ['assets/react.js', 'assets/router.js', 'assets/start.js'] }),
      chunk('assets/shell.js'),
      chunk('assets/react.js', { imports: ['assets/shell.js'] }),
      chunk('assets/framework.js', { imports: ['assets/react.js'] }),
      chunk('assets/router.js', { imports: ['assets/framework.js', 'assets/react.js'], dynamicImports: ['assets/lazy-route.js'] }),
      chunk('assets/start.js', { imports: ['assets/framework.js', 'assets/router.js'] }),
      chunk('assets/lazy-route.js', { imports: ['assets/router.js'] }),
    )
    expect(bootChunkFiles(bundle)).toEqual(['assets/react.js', 'assets/framework.js', 'assets/router.js', 'assets/start.js'])
  })

  it("leaves out what Start preloads for the root route: its chunk and that chunk's static imports", () => {
    const bundle = bundleOf(
      chunk('assets/index.js', { isEntry: true, dynamicImports: ['assets/react.js', 'assets/app.js', 'assets/start.js'] }),
      chunk('assets/react.js'),
      chunk('assets/framework.js', { imports: ['assets/react.js'] }),
      chunk('assets/app.js', { imports: ['assets/framework.js'], moduleIds: ['/repo/app/router.tsx', '/repo/app/routes/__root.tsx'] }),
      chunk('assets/rpc.js', { imports: ['assets/framework.js'] }),
      chunk('assets/start.js', { imports: ['assets/app.js', 'assets/rpc.js'] }),
    )
    expect(bootChunkFiles(bundle)).toEqual(['assets/rpc.js', 'assets/start.js'])
  })

  it('is empty without an entry', () => {
    expect(bootChunkFiles(bundleOf(chunk('assets/a.js')))).toEqual([])
  })
})
