import { Link } from 'react-router-dom';
import { Badge, Button } from '@keel/core/client';
import { PASS_MARK_PERCENT, QUESTIONS_PER_ATTEMPT } from '../../domain/assessment/schema';
import type { ModuleView } from '../../domain/catalog/views';
import type { Progress } from '../hooks/useTraining';

/**
 * The Certifications tab (spec 000 §2.8): per module, what stands between the person and its
 * certificate (its lessons, then its assessment), and the certificates held with their code.
 */
export function Certifications({
  modules,
  progress,
  onTakeAssessment,
  onDownload,
}: {
  modules: readonly ModuleView[];
  progress: Progress;
  onTakeAssessment: (moduleId: string) => void;
  onDownload: (code: string) => void;
}) {
  return (
    <ul className="training-certifications" aria-label="Certifications">
      {modules
        .filter((m) => m.certification)
        .map((module) => {
          const standing = progress.modules.find((s) => s.moduleId === module.id);
          const held = progress.certificates.find((c) => c.moduleId === module.id);
          const lessonsDone = standing?.completedLessons.length ?? 0;
          const assessment = standing?.assessment;
          return (
            <li key={module.id} className="k-card training-certification">
              <div className="training-module-head">
                <h3>{module.title}</h3>
                {held ? (
                  <Badge tone="success">Certified</Badge>
                ) : (
                  <Badge tone="neutral">Not certified yet</Badge>
                )}
              </div>
              {held ? (
                <>
                  <dl className="training-certificate-facts">
                    <div>
                      <dt>Issued</dt>
                      <dd>{held.issuedOn}</dd>
                    </div>
                    <div>
                      <dt>Score</dt>
                      <dd>{held.scorePercent}%</dd>
                    </div>
                    <div>
                      <dt>Verification code</dt>
                      <dd>
                        <code>{held.code}</code>
                      </dd>
                    </div>
                  </dl>
                  <div className="training-actions training-actions--start">
                    <Button
                      aria-label={`Download PDF: ${module.title} certificate`}
                      onClick={() => onDownload(held.code)}
                    >
                      Download PDF
                    </Button>
                    <Link to={`/verify/${held.code}`}>Public verification page</Link>
                  </div>
                </>
              ) : standing?.completed ? (
                <>
                  <p>
                    Every lesson passed. The assessment draws {QUESTIONS_PER_ATTEMPT} questions from
                    the module's lessons; {PASS_MARK_PERCENT}% passes, and you may retake it.
                    {assessment && assessment.attempts > 0
                      ? ` Attempts so far: ${assessment.attempts}, best ${assessment.bestScore ?? 0}%.`
                      : ''}
                  </p>
                  <div className="training-actions training-actions--start">
                    <Button
                      aria-label={`${assessment?.open ? 'Resume' : 'Take'} Assessment: ${module.title}`}
                      onClick={() => onTakeAssessment(module.id)}
                    >
                      {assessment?.open ? 'Resume Assessment' : 'Take Assessment'}
                    </Button>
                  </div>
                </>
              ) : (
                <p className="k-muted">
                  Pass its lessons to take the assessment: {lessonsDone} of {module.lessons.length}{' '}
                  done.
                </p>
              )}
            </li>
          );
        })}
    </ul>
  );
}
