import { DropdownMenu } from 'radix-ui';
import { Building2, ChevronDown, Crown, Shield, User as UserIcon } from 'lucide-react';
import { roleLabel, switcherRoleGroup, type CompanySummary, type Role } from '@keel/core/domain';
import { api } from '../api';
import { useSession } from '../session';
import { Badge, useToast } from '../ui';

const groupLook = {
  owner: { icon: Crown, tone: 'warning' },
  admin: { icon: Shield, tone: 'primary' },
  other: { icon: UserIcon, tone: 'neutral' },
} as const;

/** Role icon and badge as the switcher shows them: owner, admin or other. */
export function RoleBadge({ role }: { role: Role }) {
  const { icon: Icon, tone } = groupLook[switcherRoleGroup(role)];
  return (
    <Badge tone={tone}>
      <Icon size={12} aria-hidden /> {roleLabel(role)}
    </Badge>
  );
}

const typeLabel = (t: string) =>
  ({
    llc: 'LLC',
    corporation: 'Corporation',
    partnership: 'Partnership',
    sole_proprietorship: 'Sole proprietorship',
  })[t] ?? t;

/** Company switcher (spec 2.9). `currentName` is the live name of the current company. */
export function CompanySwitcher({ currentName }: { currentName?: string }) {
  const { companies, currentCompany, setUser } = useSession();
  const { toast } = useToast();
  const nameOf = (c: CompanySummary) =>
    c.id === currentCompany?.id && currentName ? currentName : c.name;
  // Spec 2.9: the tip shows whenever any of the user's companies is owned, also beside one badge.
  const showTip = companies.some((c) => c.role === 'owner');
  const tipText = 'Grant access to your accountant via Company Settings';
  const tip = showTip ? <p className="k-menu-label">{tipText}</p> : null;

  if (companies.length === 0) return <Badge>No companies accessible</Badge>;
  if (companies.length === 1) {
    const only = companies[0] as CompanySummary;
    return (
      <span className="k-company-single">
        <Badge tone="primary" aria-label={`Company: ${nameOf(only)}`}>
          <Building2 size={12} aria-hidden /> {nameOf(only)}
        </Badge>
        {showTip && <small className="k-hint">{tipText}</small>}
      </span>
    );
  }

  async function switchTo(c: CompanySummary) {
    if (c.id === currentCompany?.id) return;
    try {
      const { user } = await api.switchCompany(c.id);
      setUser(user);
      toast({ title: 'Company Switched', description: `Now managing ${c.name}` });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to switch company. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="k-btn k-btn--secondary k-btn--md">
        <Building2 size={16} aria-hidden />
        <span className="k-switcher-label">
          <small>Switch Company ({companies.length})</small>
          <span>{currentCompany ? nameOf(currentCompany) : 'Choose company'}</span>
        </span>
        <ChevronDown size={14} aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="k-popover" align="start" sideOffset={6}>
          <DropdownMenu.Label className="k-menu-label">
            Switch Company ({companies.length})
          </DropdownMenu.Label>
          {companies.map((c) => (
            <DropdownMenu.Item key={c.id} className="k-menu-item" onSelect={() => void switchTo(c)}>
              <span style={{ flex: 1 }}>
                <strong>{nameOf(c)}</strong>
                <br />
                <span className="k-muted">{typeLabel(c.businessType)}</span>
              </span>
              <RoleBadge role={c.role} />
              {c.id === currentCompany?.id && <span className="k-sr-only">(current)</span>}
            </DropdownMenu.Item>
          ))}
          {tip && <DropdownMenu.Separator className="k-menu-sep" />}
          {tip}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
