import { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, Input, NativeSelect } from '@keel/core/client';
import { formatDate } from '../../domain/dates';
import { documentKinds } from '../../domain/routes';

type DocumentKind = (typeof documentKinds)[number];
const kindLabels: Record<DocumentKind, string> = {
  'security-plan': 'Written security plan (FTC Safeguards Rule)',
  'privacy-notice': 'CCPA privacy notice',
};

/** A document on file, as the list shows it. */
export interface DocumentOnFile {
  id: string;
  kind: string;
  name: string;
  uploadedAt: string;
}

export interface QuickActionsProps {
  canAct: boolean;
  financialPractice: boolean;
  documents: readonly DocumentOnFile[];
  lastAccessReview: string | null;
  today: string;
  onReviewAccess: () => Promise<void>;
  onAddDocument: (document: {
    kind: DocumentKind;
    name: string;
    uploadedAt: string;
  }) => Promise<Record<string, string> | null>;
  /** Saves the setting; false when it was not saved. */
  onSetPractice: (financialPractice: boolean) => Promise<boolean>;
}

/**
 * The records the checks read that people keep here: the payroll access review, the documents on
 * file and whether the company is an accounting or tax practice.
 */
export function QuickActions(props: QuickActionsProps) {
  const { canAct, financialPractice, documents, lastAccessReview, today } = props;
  const [kind, setKind] = useState<DocumentKind>('security-plan');
  const [name, setName] = useState('');
  const [date, setDate] = useState(today);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // The box follows a click at once, and goes back if the setting was not saved.
  const [practice, setPractice] = useState(financialPractice);
  useEffect(() => setPractice(financialPractice), [financialPractice]);
  const setPracticeShown = async (value: boolean) => {
    setPractice(value);
    if (!(await props.onSetPractice(value))) setPractice(!value);
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const fields = await props.onAddDocument({ kind, name, uploadedAt: date });
    setBusy(false);
    setErrors(fields ?? {});
    if (!fields) setName('');
  };

  return (
    <Card title="Quick actions">
      <section id="payroll-access" aria-label="Payroll access review">
        <p>
          Payroll access last reviewed: {lastAccessReview ? formatDate(lastAccessReview) : 'never'}.
        </p>
        {canAct && (
          <Button variant="secondary" onClick={() => void props.onReviewAccess()}>
            Record access review
          </Button>
        )}
      </section>
      <section id="documents" aria-label="Documents on file">
        <h4>Documents on file</h4>
        {documents.length === 0 ? (
          <p className="k-muted">None recorded.</p>
        ) : (
          <ul aria-label="Documents on file">
            {documents.map((d) => (
              <li key={d.id}>
                {kindLabels[d.kind as DocumentKind] ?? d.kind}: {d.name}, dated{' '}
                {formatDate(d.uploadedAt)}
              </li>
            ))}
          </ul>
        )}
        {canAct && (
          <form onSubmit={add} noValidate aria-label="Record a document">
            <NativeSelect
              label="Document"
              value={kind}
              onChange={(e) => setKind(e.target.value as DocumentKind)}
              options={documentKinds.map((k) => ({ value: k, label: kindLabels[k] }))}
              error={errors.kind}
            />
            <Input
              label="Document name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={errors.name}
            />
            <Input
              label="Dated"
              type="date"
              value={date}
              max={today}
              onChange={(e) => setDate(e.target.value)}
              error={errors.uploadedAt}
            />
            <Button type="submit" disabled={busy}>
              Record document
            </Button>
          </form>
        )}
      </section>
      <label className="k-checkbox">
        <input
          type="checkbox"
          checked={practice}
          disabled={!canAct}
          onChange={(e) => void setPracticeShown(e.target.checked)}
        />{' '}
        This company is an accounting or tax practice (the FTC Safeguards Rule applies)
      </label>
    </Card>
  );
}
