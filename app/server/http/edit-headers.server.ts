/**
 * `answer` with `edit` applied to its headers: in place when they can be changed (an answer the
 * app built itself), else on a copy (an answer passed through from a fetch has immutable headers).
 * Middlewares on every request use it so that the usual case builds no second Headers and Response.
 */
export function editHeaders(answer: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(answer.headers)
    return answer
  } catch {
    const headers = new Headers(answer.headers)
    edit(headers)
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers })
  }
}
