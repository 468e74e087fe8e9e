import { isOneOf } from '../lang/one-of'

/**
 * Desktop client downloads (SPEC 7): the button key, the `system` value the version API takes, and
 * the installer file of each build.
 */
export const DOWNLOADS = [
  { key: 'down-windows-64', system: 'com_win64', os: 'windows', arch: 'x64', file: 'ProfileDeck-{v}-win-x64.exe' },
  { key: 'down-windows-32', system: 'com_win32', os: 'windows', arch: 'x86', file: 'ProfileDeck-{v}-win-ia32.exe' },
  { key: 'down-macos-apple', system: 'com_arm64', os: 'macos', arch: 'arm64', file: 'ProfileDeck-{v}-mac-arm64.dmg' },
  { key: 'down-macos-inter', system: 'com_mac', os: 'macos', arch: 'x64', file: 'ProfileDeck-{v}-mac-x64.dmg' },
  { key: 'down-linux-64', system: 'com_linux64', os: 'linux', arch: 'x64', file: 'ProfileDeck-{v}-linux-amd64.deb' },
] as const

/** One download build. */
export type Download = (typeof DOWNLOADS)[number]
/** A download button key. */
export type DownloadKey = Download['key']

/** The installer URL of a build for a version, under the download host. */
export function downloadUrl(base: string, download: Download, version: string): string {
  return `${base.replace(/\/+$/, '')}/${version}/${download.file.replace('{v}', version)}`
}

/** The systems SPEC 7's latest-version call knows; Linux keeps its direct release link. */
export const VERSION_SYSTEMS = ['com_win64', 'com_win32', 'com_mac', 'com_arm64'] as const
/** A system of the latest-version call. */
export type VersionSystem = (typeof VERSION_SYSTEMS)[number]

/** The latest-version `system` of a download key, or null when the key keeps its direct link. */
export function versionSystemOf(key: DownloadKey): VersionSystem | null {
  const system = DOWNLOADS.find((d) => d.key === key)?.system
  return isOneOf(VERSION_SYSTEMS, system) ? system : null
}
