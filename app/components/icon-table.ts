// The sprite's table, in a module of its own: only the server's sprite and the /_icons page read
// it, so the browser loads it with that page alone, not with every page.

/** The sprite's icons: one 24×24 path each (stroke icons drawn with currentColor). */
export const ICONS = {
  logo: { viewBox: '0 0 24 24', d: 'M4 4h10a6 6 0 0 1 0 12H8v4H4zM8 8v4h6a2 2 0 0 0 0-4z' },
  globe: { viewBox: '0 0 24 24', d: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 0c3 3 3 17 0 20M12 2c-3 3-3 17 0 20M2 12h20' },
  'chevron-down': { viewBox: '0 0 24 24', d: 'M6 9l6 6 6-6' },
  menu: { viewBox: '0 0 24 24', d: 'M3 6h18M3 12h18M3 18h18' },
  close: { viewBox: '0 0 24 24', d: 'M6 6l12 12M18 6L6 18' },
  search: { viewBox: '0 0 24 24', d: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5-5' },
  'arrow-up': { viewBox: '0 0 24 24', d: 'M12 19V5M5 12l7-7 7 7' },
  windows: { viewBox: '0 0 24 24', d: 'M3 5l8-1v7H3zM13 3.8l8-1.1V11h-8zM3 13h8v7l-8-1zM13 13h8v8.3l-8-1.1z' },
  apple: {
    viewBox: '0 0 24 24',
    d: 'M16 3c0 2-1.5 3.5-3 3.5 0-2 1.5-3.5 3-3.5zM12 8c-1 0-2-.8-3.3-.8C6.5 7.2 5 9 5 12c0 4 2.5 9 4.5 9 1 0 1.5-.6 2.5-.6s1.5.6 2.5.6C16.5 21 19 16.5 19 15c-1.5-.6-2.5-2-2.5-3.8 0-1.5.8-2.7 2-3.4-.9-1.2-2.2-1.6-3.2-1.6-1.3 0-2.3.8-3.3.8z',
  },
  linux: {
    viewBox: '0 0 24 24',
    d: 'M12 2c-2.5 0-3.5 2.5-3.5 5 0 2-2.5 4-3 7-.3 2 1 3 2 3.5L6 21h12l-1.5-3.5c1-.5 2.3-1.5 2-3.5-.5-3-3-5-3-7 0-2.5-1-5-3.5-5zM10.5 7h.01M13.5 7h.01',
  },
  download: { viewBox: '0 0 24 24', d: 'M12 3v12M7 10l5 5 5-5M4 21h16' },
  telegram: { viewBox: '0 0 24 24', d: 'M21 4L3 11l6 2 2 6 3-4 5 4zM9 13l10-7' },
  youtube: { viewBox: '0 0 24 24', d: 'M3 7.5C3 6 4 5 5.5 5h13C20 5 21 6 21 7.5v9c0 1.5-1 2.5-2.5 2.5h-13C4 19 3 18 3 16.5zM10 9v6l5-3z' },
  check: { viewBox: '0 0 24 24', d: 'M4 12l5 5L20 6' },
  mail: { viewBox: '0 0 24 24', d: 'M3 5h18v14H3zM3 6l9 7 9-7' },
  chat: { viewBox: '0 0 24 24', d: 'M4 4h16v12H8l-4 4z' },
  copy: { viewBox: '0 0 24 24', d: 'M9 9h11v11H9zM5 15H4V4h11v1' },
  info: { viewBox: '0 0 24 24', d: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-5M12 8h.01' },
  qrcode: { viewBox: '0 0 24 24', d: 'M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h3v3h-3zM18 18h3v3h-3zM6 6h1M17 6h1M6 17h1' },
} as const satisfies Record<string, { viewBox: string; d: string }>
