/** The icon names a manifest may use; the shell maps each to a drawn icon. */
export const iconNames = [
  'layout-dashboard',
  'bot',
  'messages-square',
  'graduation-cap',
  'wallet',
  'book-open',
  'briefcase',
  'receipt',
  'box',
  'shield-alert',
  'shield-check',
  'book',
  'settings',
  'puzzle',
] as const;
export type IconName = (typeof iconNames)[number];
