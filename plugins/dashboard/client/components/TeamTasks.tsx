import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, EmptyState, Input, useClock } from '@keel/core/client';
import { newTeamTaskSchema } from '../../domain/schema';
import { useDashboardStore, useDashboardTable } from '../stores';

/** Who is writing, as TeamTasks records it. */
export interface TaskAuthor {
  name: string;
  canEdit: boolean;
}

/** A day as 'Nov 20, 2026'. */
function dayLabel(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Tasks the owner and the accountant share ("Send the December bank statement"): live for
 * everyone in the company, editable offline, merged on reconnect.
 */
export function TeamTasks({ author }: { author: TaskAuthor }) {
  const store = useDashboardStore();
  const clock = useClock();
  const tasks = useDashboardTable('tasks');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const canEdit = !!store && author.canEdit;

  function add(event: FormEvent) {
    event.preventDefault();
    const parsed = newTeamTaskSchema.safeParse({ title });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    store?.setRow('tasks', crypto.randomUUID(), {
      title: parsed.data.title,
      done: false,
      createdBy: author.name,
      createdAt: clock.now().toISOString(),
    });
    setTitle('');
    setError(undefined);
  }

  const rows = Object.entries(tasks).sort(([, a], [, b]) =>
    String(a.createdAt).localeCompare(String(b.createdAt)),
  );
  const open = rows.filter(([, t]) => t.done !== true).length;
  return (
    <Card
      title="Team tasks"
      description={
        rows.length ? `${open} open of ${rows.length}` : 'Shared between everyone in this company.'
      }
    >
      {rows.length === 0 ? (
        <EmptyState title="No tasks yet">Add one for your accountant or yourself.</EmptyState>
      ) : (
        <ul aria-label="Team tasks" className="k-task-list">
          {rows.map(([id, task]) => (
            <li key={id}>
              {/* One flex item: the box, the title and what follows wrap as one line of text. */}
              <div>
                <input
                  type="checkbox"
                  id={`task-${id}`}
                  checked={task.done === true}
                  disabled={!canEdit}
                  onChange={(e) => store?.setCell('tasks', id, 'done', e.target.checked)}
                />{' '}
                <label htmlFor={`task-${id}`}>{String(task.title)}</label>
                <span className="k-muted"> · {String(task.createdBy)}</span>
                {typeof task.due === 'string' && (
                  <span className="k-muted"> · due {dayLabel(task.due)}</span>
                )}
                {typeof task.link === 'string' && task.link.startsWith('/') && (
                  <>
                    {' · '}
                    <Link to={task.link} aria-label={`Open: ${String(task.title)}`}>
                      Open
                    </Link>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <form onSubmit={add} noValidate className="k-form-row">
          <Input
            label="New task"
            value={title}
            error={error}
            onChange={(e) => setTitle(e.target.value)}
          />
          <Button type="submit">Add task</Button>
        </form>
      )}
    </Card>
  );
}
