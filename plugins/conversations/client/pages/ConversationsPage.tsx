import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Dialog, Input, NativeSelect, Spinner, useToast } from '@keel/core/client';
import {
  conversationTypes,
  type ConversationStats,
  type ConversationSummary,
} from '../../domain/schema';
import { assistantApi } from '../assistantApi';
import { ConversationList } from '../components/ConversationList';
import { ConversationTiles } from '../components/ConversationTiles';
import { useCompanyId } from '../hooks/useCompanyId';
import '../conversations.css';

type Sort = 'date' | 'length';

const typeOptions = [
  { value: '', label: 'All types' },
  ...conversationTypes.map((t) => ({ value: t, label: t[0]?.toUpperCase() + t.slice(1) })),
];
const sortOptions = [
  { value: 'date', label: 'Date' },
  { value: 'length', label: 'Length' },
];

/** The conversation history (spec 2.7): the member's conversations, their tiles, search and filters. */
export default function ConversationsPage() {
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [sort, setSort] = useState<Sort>('date');
  const [data, setData] = useState<{
    conversations: ConversationSummary[];
    stats: ConversationStats;
  } | null>(null);
  const [failed, setFailed] = useState(false);
  const [deleting, setDeleting] = useState<ConversationSummary | null>(null);

  const load = useCallback(
    (q: string) => {
      if (!companyId) return () => undefined;
      let live = true;
      assistantApi.list(companyId, q).then(
        (d) => {
          if (!live) return;
          setData(d);
          setFailed(false);
        },
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    },
    [companyId],
  );
  useEffect(() => load(search.trim()), [load, search]);

  const shown = useMemo(() => {
    const list = (data?.conversations ?? []).filter((c) => !type || c.type === type);
    return [...list].sort((a, b) =>
      sort === 'length' ? b.length - a.length : b.updatedAt.localeCompare(a.updatedAt),
    );
  }, [data, type, sort]);

  const failure = (description: string) =>
    toast({ title: 'Error', description, variant: 'destructive' });

  const resolve = (c: ConversationSummary, resolved: boolean) => {
    if (!companyId) return;
    assistantApi.mark(companyId, c.id, resolved).then(
      () => load(search.trim()),
      () => failure('The conversation was not updated. Please try again.'),
    );
  };
  const remove = () => {
    if (!companyId || !deleting) return;
    const c = deleting;
    setDeleting(null);
    assistantApi.remove(companyId, c.id).then(
      () => {
        toast({ title: 'Conversation deleted', description: c.title });
        load(search.trim());
      },
      () => failure('The conversation was not deleted. Please try again.'),
    );
  };

  return (
    <>
      <div className="conversations-tools">
        <h2 style={{ fontSize: '1.5rem', margin: 0, flex: 1 }}>Conversations</h2>
        <Button onClick={() => void navigate('/ai-assistant')}>New Conversation</Button>
      </div>
      {failed && !data && (
        <p role="alert">The conversations could not be loaded. Please reload the page.</p>
      )}
      {!data && !failed && <Spinner label="Loading conversations" showLabel />}
      {data && (
        <>
          <ConversationTiles stats={data.stats} />
          <Card title="Conversation history">
            <div className="conversations-tools">
              <Input
                label="Search conversations"
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
              <NativeSelect
                label="Filter by type"
                options={typeOptions}
                value={type}
                onChange={(e) => setType(e.target.value)}
              />
              <NativeSelect
                label="Sort by"
                options={sortOptions}
                value={sort}
                onChange={(e) => setSort(e.target.value === 'length' ? 'length' : 'date')}
              />
            </div>
            <ConversationList
              conversations={shown}
              onResolve={resolve}
              onDelete={setDeleting}
              searching={!!search.trim() || !!type}
            />
          </Card>
        </>
      )}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this conversation?"
        description={
          deleting ? `“${deleting.title}” and its answers are deleted for good.` : undefined
        }
      >
        <div className="conversations-item-actions">
          <Button variant="destructive" onClick={remove}>
            Delete
          </Button>
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
        </div>
      </Dialog>
    </>
  );
}
