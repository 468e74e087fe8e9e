// geoip-country ships no types; this is the one function the visitor-IP default uses.
declare module 'geoip-country' {
  export interface GeoCountry {
    readonly country: string
    readonly range: readonly [number, number]
  }
  const geoip: { lookup(ip: string): GeoCountry | null }
  export default geoip
}
