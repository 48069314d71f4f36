import { useEffect, useState } from 'react';
import { Button, Dialog, NativeSelect, useClock, useToast, useUser } from '@keel/core/client';
import { agencyGuides } from '../../domain/agencyGuides';
import { year2026 } from '../../domain/figures/year2026';
import { taxTypes, type TaxType } from '../../domain/schema';
import { useTaxStore, useTaxTable } from '../stores';

const guides = agencyGuides(year2026);

/**
 * Setup Instructions: the agency guide of a tax type, and the company's own notes on it (Save
 * Instructions), shared live with the other members. Only those who decide on tax edit the notes.
 */
export function AgencyGuideDialog({
  open,
  mayEdit,
  onClose,
}: {
  open: boolean;
  mayEdit: boolean;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const user = useUser();
  const clock = useClock();
  const store = useTaxStore();
  const notesTable = useTaxTable('agencyNotes');
  const [taxType, setTaxType] = useState<TaxType>('payroll');
  const saved = String(notesTable[taxType]?.notes ?? '');
  const [notes, setNotes] = useState(saved);
  useEffect(() => setNotes(saved), [saved, taxType]);
  const guide = guides.find((g) => g.taxType === taxType);

  const save = () => {
    store?.setRow('agencyNotes', taxType, {
      notes: notes.slice(0, 5000),
      updatedAt: clock.now().toISOString(),
      updatedBy: user ? `${user.firstName} ${user.lastName} <${user.email}>` : '',
    });
    toast({ title: 'Setup Instructions Saved' });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Setup Instructions"
      description={guide ? `${guide.title}: ${guide.agency}` : undefined}
    >
      <NativeSelect
        label="Tax type"
        value={taxType}
        onChange={(e) => setTaxType(e.target.value as TaxType)}
        options={taxTypes.map((t) => ({ value: t, label: t }))}
      />
      <ol>
        {guide?.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <label className="tax-notes">
        Your notes
        <textarea
          value={notes}
          maxLength={5000}
          rows={5}
          readOnly={!mayEdit}
          onChange={(e) => setNotes(e.target.value)}
        />
      </label>
      <div className="tax-actions">
        {mayEdit && <Button onClick={save}>Save Instructions</Button>}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
