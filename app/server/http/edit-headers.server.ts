/**
 * `response` with `edit` applied to its headers: in place when they can be changed (a response the
 * app built itself), else on a copy (a response passed through from a fetch has immutable headers).
 * Middlewares on every request use it so that the usual case builds no second Headers and Response.
 */
export function editHeaders(response: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(response.headers)
    return response
  } catch {
    const headers = new Headers(response.headers)
    edit(headers)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
