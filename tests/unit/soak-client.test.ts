import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { ResponseParser, Connection, requestBytes } from '../../scripts/soak-client'

describe('the soak client', () => {
  it('reads responses split anywhere, and several in one read', () => {
    const parser = new ResponseParser()
    const one = 'HTTP/1.1 200 OK\r\ncontent-type: text/html\r\nX-Cache: HIT\r\ncontent-length: 5\r\n\r\nhello'
    const two = 'HTTP/1.1 404 Not Found\r\ncontent-length: 3\r\n\r\nno!'
    const bytes = Buffer.from(one + two)
    const responses = []
    // Byte by byte: heads and bodies cut at every point.
    for (let i = 0; i < bytes.length; i++) responses.push(...parser.push(bytes.subarray(i, i + 1)))
    expect(responses).toEqual([
      { status: 200, cache: 'HIT', bodyBytes: 5 },
      { status: 404, cache: undefined, bodyBytes: 3 },
    ])
    expect(new ResponseParser().push(bytes)).toHaveLength(2)
  })

  it('reads chunked bodies and responses without a body', () => {
    const parser = new ResponseParser()
    const chunked = 'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n4\r\nabcd\r\na\r\n0123456789\r\n0\r\n\r\n'
    const empty = 'HTTP/1.1 304 Not Modified\r\netag: "x"\r\n\r\n'
    expect(parser.push(Buffer.from(chunked + empty))).toEqual([
      { status: 200, cache: undefined, bodyBytes: 14 },
      { status: 304, cache: undefined, bodyBytes: 0 },
    ])
  })

  it('notes a response after which the server closes, and refuses what is not HTTP', () => {
    const parser = new ResponseParser()
    parser.push(Buffer.from('HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n'))
    expect(parser.closeAfter).toBe(true)
    expect(() => new ResponseParser().push(Buffer.from('SSH-2.0-OpenSSH\r\n\r\n'))).toThrow(/bad status line/)
  })

  describe('over a socket', () => {
    let server: Server | undefined
    afterEach(() => server?.close())

    async function serve(handler: Parameters<typeof createServer>[1], host = '127.0.0.1'): Promise<{ port: number; sockets: Set<unknown> }> {
      const sockets = new Set<unknown>()
      server = createServer(handler)
      server.on('connection', (s) => sockets.add(s))
      server.listen(0, host)
      await once(server, 'listening')
      return { port: (server.address() as AddressInfo).port, sockets }
    }

    it('asks one thing at a time on one keep-alive connection, with the Host it is given', async () => {
      const hosts: string[] = []
      const { port, sockets } = await serve((req, res) => {
        hosts.push(`${req.headers.host} ${req.url} ${req.headers['accept-encoding']}`)
        res.setHeader('x-cache', 'MISS')
        res.end('page')
      })
      const connection = new Connection(port, 1000)
      for (const path of ['/a', '/b?q=1', '/c']) {
        expect(await connection.ask(requestBytes({ host: 'zh.localhost:1', path }, 'br, gzip'))).toEqual({ status: 200, cache: 'MISS', bodyBytes: 4 })
      }
      connection.close()
      expect(hosts).toEqual(['zh.localhost:1 /a br, gzip', 'zh.localhost:1 /b?q=1 br, gzip', 'zh.localhost:1 /c br, gzip'])
      expect(sockets.size).toBe(1)
    })

    it('connects to the host it is given, 127.0.0.1 by default', async () => {
      // Linux accepts connections on all of 127.0.0.0/8: a server on 127.0.0.2 is not reached at 127.0.0.1.
      const { port } = await serve((_req, res) => res.end('elsewhere'), '127.0.0.2')
      const elsewhere = new Connection(port, 1000, '127.0.0.2')
      expect(await elsewhere.ask(requestBytes({ host: 'x', path: '/' }, 'gzip'))).toMatchObject({ status: 200, bodyBytes: 9 })
      elsewhere.close()
      const loopback = new Connection(port, 1000)
      await expect(loopback.ask(requestBytes({ host: 'x', path: '/' }, 'gzip'))).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    })

    it('times out, and connects again for the next request', async () => {
      let first = true
      const { port, sockets } = await serve((_req, res) => {
        if (first) {
          first = false
          return
        }
        res.end('late')
      })
      const connection = new Connection(port, 100)
      await expect(connection.ask(requestBytes({ host: 'x', path: '/' }, 'gzip'))).rejects.toMatchObject({ timeout: true })
      expect(await connection.ask(requestBytes({ host: 'x', path: '/' }, 'gzip'))).toMatchObject({ status: 200, bodyBytes: 4 })
      connection.close()
      expect(sockets.size).toBe(2)
    })

    it('connects again after the server closed the connection', async () => {
      const { port, sockets } = await serve((_req, res) => {
        res.setHeader('connection', 'close')
        res.end()
      })
      const connection = new Connection(port, 1000)
      for (let i = 0; i < 3; i++) expect(await connection.ask(requestBytes({ host: 'x', path: '/' }, 'gzip'))).toMatchObject({ status: 200 })
      connection.close()
      expect(sockets.size).toBe(3)
    })
  })
})
