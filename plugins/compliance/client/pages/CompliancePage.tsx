import { useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  EmptyState,
  Input,
  apiFieldErrors,
  pluginApi,
  useService,
  useSession,
} from '@keel/core/client';
import { clockServiceRef, localToday } from '@keel/core/domain';
import { complianceRoutes } from '../../domain/routes';
import { newItemSchema } from '../../domain/schema';
import { plugin } from '../../plugin';
import { useComplianceTable } from '../stores';

/** The routes of plugin.ts's id, at /api/compliance. */
const complianceApi = pluginApi(plugin);

/** Lists the company's items, live, and adds new ones through the server, which checks them. */
export function CompliancePage() {
  const { currentCompany } = useSession();
  const items = useComplianceTable('items');
  const today = localToday(useService(clockServiceRef).now());
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newItemSchema.safeParse({ title });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    if (!currentCompany) return;
    setSending(true);
    try {
      await complianceApi.call(complianceRoutes.addItem, { companyId: currentCompany.id }, parsed.data);
      setTitle('');
      setError(undefined);
    } catch (failure) {
      setError(apiFieldErrors(failure).title ?? 'The item was not added; try again');
    } finally {
      setSending(false);
    }
  };

  const rows = Object.entries(items).sort(([, a], [, b]) => String(a.createdAt).localeCompare(String(b.createdAt)));
  return (
    <Card title="Compliance" description="Items everyone in this company sees live.">
      <form onSubmit={add} noValidate>
        <Input label="Title" value={title} error={error} onChange={(e) => setTitle(e.target.value)} />
        <Button type="submit" disabled={!currentCompany || sending}>
          Add item
        </Button>
      </form>
      {rows.length === 0 ? (
        <EmptyState title="No items yet">Add the first one above.</EmptyState>
      ) : (
        <ul aria-label="Items">
          {rows.map(([id, row]) => {
            const day = localToday(new Date(String(row.createdAt)));
            return (
              <li key={id}>
                {String(row.title)} <small>added {day === today ? 'today' : day}</small>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

export default CompliancePage;
