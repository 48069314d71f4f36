import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router-dom';
import { roleLabel } from '@keel/core/domain';
import { usePlugins } from '../plugins';
import { useSignOut, useUser } from '../session';
import { Avatar } from '../ui';

/**
 * The header's user menu: avatar, name, role, the settings, Help & Support (the page a plugin's
 * manifest names as `help`, when one does) and sign-out.
 */
export function UserMenu() {
  const user = useUser();
  const navigate = useNavigate();
  const { plugins } = usePlugins();
  const { signOut, busy } = useSignOut('/login');
  const helpPath = plugins.find((p) => p.manifest.help)?.manifest.help;
  const role = user.role ? roleLabel(user.role) : 'No company';
  return (
    <DropdownMenu.Root>
      {/* Named by its visible text, so speech users can say what they see (WCAG 2.5.3). */}
      <DropdownMenu.Trigger className="k-btn k-btn--ghost">
        <Avatar name={user.name} size="sm" />
        <span className="k-user-text" style={{ textAlign: 'left', lineHeight: 1.2 }}>
          <span style={{ display: 'block' }}>{user.name}</span>
          <span className="k-muted" style={{ fontSize: '0.75rem', fontWeight: 400 }}>
            {role}
          </span>
        </span>
        <span className="k-sr-only">, user menu</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="k-popover" align="end" sideOffset={6}>
          <DropdownMenu.Label className="k-menu-label">{user.email}</DropdownMenu.Label>
          <DropdownMenu.Item className="k-menu-item" onSelect={() => navigate('/settings/profile')}>
            Profile Settings
          </DropdownMenu.Item>
          <DropdownMenu.Item className="k-menu-item" onSelect={() => navigate('/settings/account')}>
            Account Settings
          </DropdownMenu.Item>
          <DropdownMenu.Item className="k-menu-item" onSelect={() => navigate('/settings/company')}>
            Company Settings
          </DropdownMenu.Item>
          {helpPath && (
            <DropdownMenu.Item className="k-menu-item" onSelect={() => navigate(helpPath)}>
              Help & Support
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="k-menu-sep" />
          <DropdownMenu.Item
            className="k-menu-item"
            disabled={busy}
            onSelect={() => void signOut()}
          >
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
