/**
 * The options the report scripts share (`--json`, `--html FILE`) plus each script's own options
 * that take a value: `own['--since'](value)` returns an error message, or nothing when the value is
 * good (it keeps the value itself). Returns the choice, or a message ending with the usage line.
 */
export function parseReportArgs(
  args: readonly string[],
  usage: string,
  own: Readonly<Record<string, (value: string) => string | undefined>>,
): { json: boolean; html?: string } | string {
  const out: { json: boolean; html?: string } = { json: false }
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    const take = own[arg]
    if (arg === '--json') out.json = true
    else if (arg === '--html') {
      const file = args[++i]
      if (!file || file.startsWith('--')) return `--html needs a file name\n${usage}`
      out.html = file
    } else if (take) {
      const problem = take(args[++i] ?? '')
      if (problem) return `${arg}: ${problem}\n${usage}`
    } else return `unknown option ${arg}\n${usage}`
  }
  if (out.json && out.html) return `--json and --html are alternatives\n${usage}`
  return out
}
