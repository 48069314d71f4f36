import { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, Input, apiFieldErrors, pluginApi, useToast } from '@keel/core/client';
import { centsToDecimal, formatUSD, parseMoney } from '@keel/core/domain';
import { fraudRoutes } from '../../domain/routes';
import { approvalLimitSchema } from '../../domain/settings/fraudSettings';
import { plugin } from '../../plugin';

const fraudApi = pluginApi(plugin);

/** The dollars typed, as cents, or the message that says what is wrong with them. */
function limitCents(text: string): { cents: number } | { error: string } {
  let cents: number;
  try {
    cents = parseMoney(text);
  } catch {
    return { error: 'Enter the limit in dollars, like 5,000.00' };
  }
  const checked = approvalLimitSchema.safeParse(cents);
  return checked.success
    ? { cents: checked.data }
    : { error: checked.error.issues[0]?.message ?? 'Enter a valid limit' };
}

/**
 * Sets the company's payment approval limit (PUT /api/fraud/settings), in dollars; Clear Limit
 * removes it. Deep Scan then raises payments kept just under it. The saved limit comes back live
 * through the `settings` table.
 */
export function ApprovalLimitForm({
  companyId,
  approvalLimit,
}: {
  companyId: string;
  approvalLimit: number | null;
}) {
  const { toast } = useToast();
  const saved = approvalLimit === null ? '' : centsToDecimal(approvalLimit);
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  useEffect(() => setText(saved), [saved]);

  const send = async (limit: number | null) => {
    setSending(true);
    try {
      await fraudApi.call(fraudRoutes.settings, {}, { companyId, approvalLimit: limit });
      setError(undefined);
      toast({
        title: 'Approval Limit Saved',
        description:
          limit === null
            ? 'No approval limit is set'
            : `Deep Scan checks payments against ${formatUSD(limit)}`,
      });
    } catch (failure) {
      setError(
        apiFieldErrors(failure).approvalLimit ??
          (failure instanceof Error ? failure.message : 'The limit was not saved; try again'),
      );
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = limitCents(text);
    if ('error' in parsed) return setError(parsed.error);
    void send(parsed.cents);
  };

  return (
    <Card title="Approval Limit">
      <form onSubmit={submit} noValidate>
        <Input
          label="Approval limit (USD)"
          hint="Payments of this amount or more need a second approval at your company"
          inputMode="decimal"
          value={text}
          error={error}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="fraud-dialog-actions">
          {approvalLimit !== null && (
            <Button variant="ghost" disabled={sending} onClick={() => void send(null)}>
              Clear Limit
            </Button>
          )}
          <Button type="submit" disabled={sending}>
            Save Limit
          </Button>
        </div>
      </form>
    </Card>
  );
}
