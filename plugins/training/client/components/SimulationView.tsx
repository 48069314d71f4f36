import { useState } from 'react';
import { Button } from '@keel/core/client';
import type { ModuleView } from '../../domain/catalog/views';
import type { Completion, Outcome, Sandbox } from '../hooks/useTraining';

type Lesson = ModuleView['lessons'][number];

/**
 * An open simulation lesson: its text, the learner's sandbox company with the screen where the
 * task is done (Open … in the sandbox), and Check Task, which the server answers from the
 * sandbox's books.
 */
export function SimulationView({
  lesson,
  sandbox,
  onOpen,
  onCheck,
  onBack,
}: {
  lesson: Lesson;
  sandbox: Sandbox | null;
  onOpen: (sandbox: Sandbox, path: string) => Promise<void>;
  onCheck: (companyId: string) => Promise<Outcome<Completion>>;
  onBack: () => void;
}) {
  const [result, setResult] = useState<Completion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const open = async () => {
    if (!sandbox) return;
    setBusy(true);
    try {
      await onOpen(sandbox, lesson.screen.path);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };

  const check = async () => {
    if (!sandbox) return;
    setBusy(true);
    const outcome = await onCheck(sandbox.companyId);
    setBusy(false);
    if (outcome.ok) {
      setResult(outcome.answer);
      setError(null);
    } else setError(outcome.message);
  };

  return (
    <div className="training-lesson">
      <h3>{lesson.title}</h3>
      {lesson.content.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <section className="training-sandbox" aria-label="Your task">
        {sandbox ? (
          <p>
            Your training sandbox: <strong>{sandbox.name}</strong>. Do the task there, then come
            back to AI Training and press Check Task; switch back to your own company from the
            company menu when you are done.
          </p>
        ) : (
          <p role="alert">Your training sandbox could not be opened. Start the lesson again.</p>
        )}
      </section>
      {error && <p role="alert">{error}</p>}
      {result?.task && (
        <p role="status" className={result.task.done ? 'training-right' : 'training-wrong'}>
          {result.task.message}
        </p>
      )}
      <div className="training-actions">
        <Button type="button" variant="secondary" onClick={onBack}>
          Back to Lessons
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={!sandbox || busy}
          onClick={() => void open()}
        >
          Open {lesson.screen.label} in the sandbox
        </Button>
        <Button type="button" disabled={!sandbox || busy} onClick={() => void check()}>
          {busy ? 'Checking...' : 'Check Task'}
        </Button>
      </div>
    </div>
  );
}
