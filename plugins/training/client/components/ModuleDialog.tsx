import { useState } from 'react';
import { Badge, Button, Dialog, useToast } from '@keel/core/client';
import type { ModuleView } from '../../domain/catalog/views';
import { LESSON_STARTED } from '../../domain/messages';
import type { ModuleStanding } from '../../domain/progress/summary';
import { useOpenSandbox } from '../hooks/useOpenSandbox';
import type { Completion, LessonStart, Outcome, Sandbox } from '../hooks/useTraining';
import { LessonView } from './LessonView';
import { SimulationView } from './SimulationView';
import { lockMessage } from './ModuleCard';

/**
 * A module's lessons (spec 000 §2.8): Start Lesson on each, a check on those completed; a started
 * lesson opens in place. A locked module says which modules come first and starts nothing.
 */
export function ModuleDialog({
  module,
  standing,
  modules,
  onClose,
  start,
  complete,
}: {
  module: ModuleView;
  standing: ModuleStanding | undefined;
  modules: readonly ModuleView[];
  onClose: () => void;
  start: (moduleId: string, lessonId: string) => Promise<Outcome<LessonStart>>;
  complete: (
    moduleId: string,
    lessonId: string,
    answers: number[],
    companyId?: string,
  ) => Promise<Outcome<Completion>>;
}) {
  const { toast } = useToast();
  const [openLesson, setOpenLesson] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sandbox, setSandbox] = useState<Sandbox | null>(null);
  const openSandbox = useOpenSandbox();
  const lockedBy = standing?.lockedBy ?? [];
  const lesson = module.lessons.find((l) => l.id === openLesson);

  const startLesson = async (lessonId: string) => {
    const outcome = await start(module.id, lessonId);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    setError(null);
    setSandbox(outcome.answer.sandbox);
    toast({ title: 'Lesson Started', description: LESSON_STARTED });
    setOpenLesson(lessonId);
  };

  const check = async (answers: number[], companyId?: string) => {
    const outcome = await complete(module.id, openLesson ?? '', answers, companyId);
    if (outcome.ok && outcome.answer.passed)
      toast({ title: 'Lesson Completed', description: outcome.answer.message });
    return outcome;
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={module.title}
      description={module.description}
    >
      {lesson?.type === 'simulation' ? (
        <SimulationView
          key={lesson.id}
          lesson={lesson}
          sandbox={sandbox}
          onOpen={openSandbox}
          onCheck={(companyId) => check([], companyId)}
          onBack={() => setOpenLesson(null)}
        />
      ) : lesson ? (
        <LessonView
          key={lesson.id}
          lesson={lesson}
          onCheck={check}
          onBack={() => setOpenLesson(null)}
        />
      ) : (
        <>
          {lockedBy.length > 0 && <p role="note">{lockMessage(lockedBy, modules)}</p>}
          {error && <p role="alert">{error}</p>}
          <ol className="training-lessons" aria-label="Lessons">
            {module.lessons.map((l) => {
              const done = standing?.completedLessons.includes(l.id) ?? false;
              return (
                <li key={l.id}>
                  <span>
                    <strong>{l.title}</strong>{' '}
                    <span className="k-muted">
                      {l.type} · {l.durationMinutes} min
                    </span>
                  </span>
                  {done ? (
                    <Badge tone="success">✓ Completed</Badge>
                  ) : (
                    <Button
                      aria-label={`Start Lesson: ${l.title}`}
                      disabled={lockedBy.length > 0}
                      onClick={() => void startLesson(l.id)}
                    >
                      Start Lesson
                    </Button>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Dialog>
  );
}
