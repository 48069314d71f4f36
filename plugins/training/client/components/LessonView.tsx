import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@keel/core/client';
import type { ModuleView } from '../../domain/catalog/views';
import type { Completion, Outcome } from '../hooks/useTraining';

type Lesson = ModuleView['lessons'][number];

/**
 * An open lesson: its text, the Keel screen where its work is done, and its questions, checked by
 * the server (Check Answers) with each explanation shown after.
 */
export function LessonView({
  lesson,
  onCheck,
  onBack,
}: {
  lesson: Lesson;
  onCheck: (answers: number[]) => Promise<Outcome<Completion>>;
  onBack: () => void;
}) {
  const [picked, setPicked] = useState<(number | null)[]>(() => lesson.questions.map(() => null));
  const [result, setResult] = useState<Completion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const unanswered = picked.some((p) => p === null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (unanswered) return;
    setChecking(true);
    const outcome = await onCheck(picked.map((p) => p ?? -1));
    setChecking(false);
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
      <p>
        Where in Keel: <Link to={lesson.screen.path}>{lesson.screen.label}</Link>
      </p>
      <form onSubmit={(e) => void submit(e)} aria-label={`${lesson.title} questions`}>
        {lesson.questions.map((question, q) => {
          const answered = result?.results[q];
          return (
            <fieldset key={question.id} className="training-question">
              <legend>{question.prompt}</legend>
              {question.choices.map((choice, c) => (
                <label key={choice} className="training-choice">
                  <input
                    type="radio"
                    name={`${lesson.id}-${question.id}`}
                    checked={picked[q] === c}
                    onChange={() => {
                      setPicked((before) => before.map((p, i) => (i === q ? c : p)));
                      setResult(null);
                    }}
                  />
                  {choice}
                </label>
              ))}
              {answered && (
                <p className={answered.correct ? 'training-right' : 'training-wrong'}>
                  <strong>{answered.correct ? 'Correct.' : 'Not quite.'}</strong>{' '}
                  {answered.explanation}
                </p>
              )}
            </fieldset>
          );
        })}
        {error && <p role="alert">{error}</p>}
        {result && <p role="status">{result.message}</p>}
        <div className="training-actions">
          <Button type="button" variant="secondary" onClick={onBack}>
            Back to Lessons
          </Button>
          <Button type="submit" disabled={unanswered || checking}>
            {checking ? 'Checking...' : 'Check Answers'}
          </Button>
        </div>
      </form>
    </div>
  );
}
