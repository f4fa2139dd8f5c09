/**
 * Path data of the line icons (24×24 viewBox, stroked with currentColor).
 * Plain data, so the CLI's static shell draws the same icons before any JavaScript.
 */
export const ICON_PATHS = {
  home: ['M3 11l9-7 9 7', 'M5 10v10h5v-6h4v6h5V10'],
  gift: ['M4 11h16v9H4z', 'M3 7h18v4H3z', 'M12 7v13', 'M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0'],
  wallet: ['M3 7h15a3 3 0 013 3v8a2 2 0 01-2 2H5a2 2 0 01-2-2z', 'M3 7l12-3v3', 'M16 14h2'],
  headset: ['M4 14v-2a8 8 0 0116 0v2', 'M4 14h3v5H4zM17 14h3v5h-3z', 'M20 19a3 3 0 01-3 3h-3'],
  user: ['M12 12a4 4 0 100-8 4 4 0 000 8z', 'M4 21a8 8 0 0116 0'],
  back: ['M15 5l-7 7 7 7'],
  chevronRight: ['M9 5l7 7-7 7'],
  chevronDown: ['M5 9l7 7 7-7'],
  close: ['M6 6l12 12M18 6L6 18'],
  heart: ['M12 20s-7-4.5-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.5-7 10-7 10z'],
  search: ['M11 18a7 7 0 100-14 7 7 0 000 14z', 'M20 20l-4-4'],
  filter: ['M4 5h16l-6 8v6l-4-2v-4z'],
  mail: ['M3 6h18v12H3z', 'M3 7l9 6 9-6'],
  menu: ['M4 7h16M4 12h16M4 17h16'],
  refresh: ['M20 12a8 8 0 11-2.3-5.7', 'M20 4v5h-5'],
  eye: ['M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z', 'M12 15a3 3 0 100-6 3 3 0 000 6z'],
  eyeOff: [
    'M3 3l18 18',
    'M10.6 5.1A10 10 0 0112 5c6 0 10 7 10 7a17 17 0 01-3.2 4',
    'M6.6 6.6C3.8 8.3 2 12 2 12s4 7 10 7a10 10 0 004.4-1',
  ],
  logout: ['M15 4h4v16h-4', 'M10 8l-4 4 4 4', 'M6 12h10'],
  help: ['M12 21a9 9 0 100-18 9 9 0 000 18z', 'M9.5 9.5a2.5 2.5 0 115 0c0 2-2.5 2-2.5 4', 'M12 17h.01'],
  download: ['M12 4v11', 'M7 10l5 5 5-5', 'M5 20h14'],
  lock: ['M6 11h12v9H6z', 'M8 11V8a4 4 0 018 0v3'],
  star: ['M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z'],
  settings: [
    'M12 15a3 3 0 100-6 3 3 0 000 6z',
    'M19 12l2-1-1-3-2 .3-1.4-1.4.3-2-3-1-1 2h-2L10 3 7 4l.3 2L6 7.3 4 7 3 10l2 1v2l-2 1 1 3 2-.3 1.4 1.4-.3 2 3 1 1-2h2l1 2 3-1-.3-2 1.4-1.4 2 .3 1-3-2-1z',
  ],
  share: [
    'M18 8a3 3 0 100-6 3 3 0 000 6zM6 15a3 3 0 100-6 3 3 0 000 6zM18 22a3 3 0 100-6 3 3 0 000 6z',
    'M8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  ],
  chat: ['M4 5h16v11H9l-5 4z'],
  globe: ['M12 21a9 9 0 100-18 9 9 0 000 18z', 'M3 12h18', 'M12 3a14 14 0 010 18M12 3a14 14 0 000 18'],
  bell: ['M6 17V11a6 6 0 0112 0v6l2 2H4z', 'M10 21h4'],
  document: ['M6 3h9l4 4v14H6z', 'M14 3v5h5', 'M9 13h7M9 17h7'],
  chart: ['M4 20V4', 'M4 20h16', 'M8 16v-5M12 16V8M16 16v-3'],
  team: ['M9 11a3 3 0 100-6 3 3 0 000 6z', 'M3 20a6 6 0 0112 0', 'M16 11a3 3 0 100-6', 'M21 20a6 6 0 00-4-5.6'],
  transfer: ['M4 8h14l-3-3', 'M20 16H6l3 3'],
  info: ['M12 21a9 9 0 100-18 9 9 0 000 18z', 'M12 11v6', 'M12 7h.01'],
  check: ['M5 12l5 5 9-10'],
  alert: ['M12 3l10 18H2z', 'M12 10v5', 'M12 18h.01'],
  wifiOff: [
    'M3 3l18 18',
    'M8.5 16.5a5 5 0 017 0',
    'M5 13a10 10 0 015-2.7M19 13a10 10 0 00-3.3-2.1',
    'M2 9.5a15 15 0 014.5-2.8M22 9.5A15 15 0 0011 5',
    'M12 20h.01',
  ],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof ICON_PATHS;
