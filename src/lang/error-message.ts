/**
 * The message of whatever was thrown: an Error's own message, or the thrown value as text. A
 * `catch` binding is `unknown` (anything can be thrown), so reading `.message` needs this or a cast.
 */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
