import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, Spinner, useToast } from '@keel/core/client';
import type { ModuleView } from '../../domain/catalog/views';
import type { AssessmentPaper, AssessmentResult, Outcome } from '../hooks/useTraining';

/**
 * A module's final assessment in a dialog: the questions the server drew (without their answers),
 * graded by the server on Submit Assessment; a fail offers a retake on a new paper, a pass the
 * certificate.
 */
export function AssessmentDialog({
  module,
  onClose,
  startAssessment,
  submitAssessment,
  onDownload,
}: {
  module: Pick<ModuleView, 'id' | 'title'>;
  onClose: () => void;
  startAssessment: (moduleId: string) => Promise<Outcome<AssessmentPaper>>;
  submitAssessment: (
    moduleId: string,
    attemptId: string,
    answers: number[],
  ) => Promise<Outcome<AssessmentResult>>;
  onDownload: (code: string) => void;
}) {
  const { toast } = useToast();
  const [paper, setPaper] = useState<AssessmentPaper | null>(null);
  const [picked, setPicked] = useState<(number | null)[]>([]);
  const [result, setResult] = useState<AssessmentResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const draw = useCallback(async () => {
    setBusy(true);
    const outcome = await startAssessment(module.id);
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    setError(null);
    setResult(null);
    setPaper(outcome.answer);
    setPicked(outcome.answer.questions.map(() => null));
  }, [module.id, startAssessment]);

  useEffect(() => {
    void draw();
  }, [draw]);

  const unanswered = picked.some((p) => p === null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!paper || unanswered) return;
    setBusy(true);
    const outcome = await submitAssessment(
      module.id,
      paper.attemptId,
      picked.map((p) => p ?? -1),
    );
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    setError(null);
    setResult(outcome.answer);
    if (outcome.answer.passed)
      toast({ title: 'Certificate Earned', description: outcome.answer.message });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`${module.title} assessment`}
      description={
        paper
          ? `${paper.questions.length} questions drawn from the module's lessons; ${paper.passMark}% passes.`
          : 'Drawing the questions...'
      }
    >
      {error && <p role="alert">{error}</p>}
      {!paper && !error && <Spinner label="Drawing the questions" />}
      {paper && (
        <form
          className="training-lesson"
          onSubmit={(e) => void submit(e)}
          aria-label={`${module.title} assessment questions`}
        >
          {paper.questions.map((question, q) => {
            const marked = result?.correct[q];
            return (
              <fieldset key={question.id} className="training-question">
                <legend>
                  {q + 1}. {question.prompt}
                </legend>
                {question.choices.map((choice, c) => (
                  <label key={choice} className="training-choice">
                    <input
                      type="radio"
                      name={`${paper.attemptId}-${question.id}`}
                      checked={picked[q] === c}
                      disabled={result !== null}
                      onChange={() =>
                        setPicked((before) => before.map((p, i) => (i === q ? c : p)))
                      }
                    />
                    {choice}
                  </label>
                ))}
                {marked !== undefined && (
                  <p className={marked ? 'training-right' : 'training-wrong'}>
                    <strong>{marked ? 'Right.' : 'Wrong.'}</strong>
                  </p>
                )}
              </fieldset>
            );
          })}
          {result && <p role="status">{result.message}</p>}
          <div className="training-actions">
            <Button type="button" variant="secondary" onClick={onClose}>
              Back to Certifications
            </Button>
            {!result && (
              <Button type="submit" disabled={unanswered || busy}>
                {busy ? 'Grading...' : 'Submit Assessment'}
              </Button>
            )}
            {result && !result.passed && (
              <Button type="button" disabled={busy} onClick={() => void draw()}>
                Take Again
              </Button>
            )}
            {result?.certificate && (
              <Button
                type="button"
                onClick={() => result.certificate && onDownload(result.certificate.code)}
              >
                Download Certificate
              </Button>
            )}
          </div>
        </form>
      )}
    </Dialog>
  );
}
