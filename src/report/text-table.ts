/** The lines of a plain-text table: each column padded to its widest cell, two spaces apart. */
export function textTable(rows: readonly (readonly string[])[], indent = ''): string[] {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((row) => (row[c] ?? '').length))) ?? []
  return rows.map(
    (row) =>
      indent +
      row
        .map((cell, c) => cell.padEnd(widths[c] ?? 0))
        .join('  ')
        .trimEnd(),
  )
}
