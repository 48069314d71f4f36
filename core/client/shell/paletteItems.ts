import { corePages, type CompanySummary } from '@keel/core/domain';
import type { PluginNavItem, SearchResult } from '../plugins';

/** One choice of the command palette. */
export interface PaletteItem {
  id: string;
  label: string;
  group: 'Pages' | 'Settings' | 'Companies' | 'Records';
  description?: string;
  path?: string;
  companyId?: string;
}

/** The core's settings screens, searchable from the palette. */
export const settingsScreens: PaletteItem[] = [
  {
    id: 'settings:profile',
    label: 'Profile Settings',
    group: 'Settings',
    path: corePages.profileSettings,
  },
  {
    id: 'settings:account',
    label: 'Account Settings',
    group: 'Settings',
    path: corePages.accountSettings,
    description: 'E-mail, password, two-factor',
  },
  {
    id: 'settings:company',
    label: 'Company Settings',
    group: 'Settings',
    path: corePages.companySettings,
    description: 'Company name, members, invites',
  },
];

/** Palette items for pages, settings and companies (records come from providers). */
export function staticPaletteItems(
  nav: PluginNavItem[],
  companies: CompanySummary[],
  currentId: string | null,
): PaletteItem[] {
  return [
    ...nav.map((n) => ({
      id: `page:${n.path}`,
      label: n.label,
      group: 'Pages' as const,
      description: n.group,
      path: n.path,
    })),
    ...settingsScreens,
    ...companies
      .filter((c) => c.id !== currentId)
      .map((c) => ({
        id: `company:${c.id}`,
        label: `Switch to ${c.name}`,
        group: 'Companies' as const,
        companyId: c.id,
      })),
  ];
}

/** Record hits of search providers as palette items. */
export function recordItems(results: SearchResult[]): PaletteItem[] {
  return results.map((r) => ({
    id: `record:${r.id}`,
    label: r.label,
    group: 'Records',
    path: r.path,
    ...(r.description ? { description: r.description } : {}),
  }));
}

/** Items whose label or description contains every word of the query. */
export function filterItems(items: PaletteItem[], query: string): PaletteItem[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return items;
  return items.filter((i) => {
    const text = `${i.label} ${i.description ?? ''}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
