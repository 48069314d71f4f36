import type { IconName } from '@keel/core/domain';
import {
  BookOpen,
  Book,
  Bot,
  Box,
  Briefcase,
  GraduationCap,
  LayoutDashboard,
  MessagesSquare,
  Puzzle,
  Receipt,
  Settings,
  ShieldAlert,
  ShieldCheck,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

const icons: Record<IconName, LucideIcon> = {
  'layout-dashboard': LayoutDashboard,
  bot: Bot,
  'messages-square': MessagesSquare,
  'graduation-cap': GraduationCap,
  wallet: Wallet,
  'book-open': BookOpen,
  briefcase: Briefcase,
  receipt: Receipt,
  box: Box,
  'shield-alert': ShieldAlert,
  'shield-check': ShieldCheck,
  book: Book,
  settings: Settings,
  puzzle: Puzzle,
};

/** Draws a manifest icon name with lucide-react. */
export function PluginIcon({ name, size = 18 }: { name: IconName; size?: number }) {
  const Icon = icons[name] ?? Puzzle;
  return <Icon size={size} aria-hidden />;
}
