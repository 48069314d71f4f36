import { useState } from 'react';
import type { CompanySummary } from '@keel/core/domain';
import { api } from '../api';
import { useSession } from '../session';
import { Card, useToast } from '../ui';

/** The owner's switch that makes two-factor mandatory for every member. */
export function RequireTwoFactorToggle({ company }: { company: CompanySummary }) {
  const { refreshCompanies } = useSession();
  const { toast } = useToast();
  const [on, setOn] = useState(company.requireTwoFactor);
  const [busy, setBusy] = useState(false);

  async function change(next: boolean) {
    setBusy(true);
    setOn(next);
    try {
      await api.updateCompany(company.id, { requireTwoFactor: next });
      await refreshCompanies();
      toast({
        title: 'Security updated',
        description: next
          ? 'Members must use two-factor to open this company.'
          : 'Two-factor is now optional.',
      });
    } catch {
      setOn(!next);
      toast({
        title: 'Error',
        description: 'Failed to change the two-factor rule. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Security">
      <label className="k-checkbox">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={busy}
          onChange={(e) => void change(e.target.checked)}
        />
        Require two-factor for all members
      </label>
    </Card>
  );
}
