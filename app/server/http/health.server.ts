import { defineHandler } from 'nitro'
import { healthAnswer } from '#src/http/health'

/**
 * `/healthz` and `/readyz` where the Node server's own listener does not answer them first
 * (ADR 025): on Vercel and in the dev server. There a function or the dev server that runs this
 * can render, and nothing drains (Vercel ends functions itself), so ready means alive. The
 * response hook (security-headers.server.ts) adds the headers every answer carries.
 */
export default defineHandler((event) => {
  const answer = healthAnswer(event.req.method, event.url.pathname, { ready: true, draining: false })
  if (!answer) return new Response('Not Found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
  return new Response(answer.body || null, { status: answer.status, headers: answer.headers.map(([n, v]): [string, string] => [n, v]) })
})
