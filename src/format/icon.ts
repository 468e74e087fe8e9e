/** SPEC 5: an icon viewBox is four space-separated numbers. */
export function isValidViewBox(value: string): boolean {
  return /^-?\d+(\.\d+)?( -?\d+(\.\d+)?){3}$/.test(value)
}
