import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, Input, NativeSelect, apiFieldErrors } from '@keel/core/client';
import { centsToDecimal, formatUSD, parseMoney } from '@keel/core/domain';
import { year2026 } from '../../domain/figures/year2026';
import type { TaxProfile } from '../../domain/estimate/taxProfile';
import { filingStatuses, type FilingStatus } from '../../domain/figures/taxFigures';

const statusLabels: Record<FilingStatus, string> = {
  single: 'Single',
  married_joint: 'Married filing jointly',
  head_of_household: 'Head of household',
};

/** The form's text of each field: blank means "not known" for the optional ones. */
interface Texts {
  filingStatus: FilingStatus;
  owners: string;
  priorYearTax: string;
  priorYearAgiOver150k: boolean;
  homeOfficeSquareFeet: string;
  businessMiles: string;
  ownerSalary: string;
}

const money = (cents: number | null) => (cents === null ? '' : centsToDecimal(cents));
const whole = (n: number | null) => (n === null ? '' : String(n));

function textsOf(p: TaxProfile): Texts {
  return {
    filingStatus: p.filingStatus,
    owners: String(p.owners),
    priorYearTax: money(p.priorYearTaxCents),
    priorYearAgiOver150k: p.priorYearAgiOver150k,
    homeOfficeSquareFeet: whole(p.homeOfficeSquareFeet),
    businessMiles: whole(p.businessMiles),
    ownerSalary: money(p.ownerSalaryCents),
  };
}

/** The profile of the texts, or the message of each field that is not a number or amount. */
function profileOf(t: Texts): { profile: TaxProfile } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const cents = (text: string, field: string) => {
    if (text.trim() === '') return null;
    try {
      return parseMoney(text);
    } catch {
      errors[field] = 'Enter an amount like 4200.00, or leave it blank';
      return null;
    }
  };
  const count = (text: string, field: string) => {
    if (text.trim() === '') return null;
    const n = Number(text);
    if (!Number.isInteger(n)) errors[field] = 'Enter a whole number, or leave it blank';
    return Number.isInteger(n) ? n : null;
  };
  const profile: TaxProfile = {
    filingStatus: t.filingStatus,
    owners: Number(t.owners),
    priorYearTaxCents: cents(t.priorYearTax, 'priorYearTaxCents'),
    priorYearAgiOver150k: t.priorYearAgiOver150k,
    homeOfficeSquareFeet: count(t.homeOfficeSquareFeet, 'homeOfficeSquareFeet'),
    businessMiles: count(t.businessMiles, 'businessMiles'),
    ownerSalaryCents: cents(t.ownerSalary, 'ownerSalaryCents'),
  };
  return Object.keys(errors).length > 0 ? { errors } : { profile };
}

/**
 * Tax Profile: what the books cannot say (the owners' filing status and number, last year's tax
 * for the safe harbor, the home office, business miles, an owner's salary). The estimate, the
 * estimated-tax instalments and the opportunities are computed again with it once saved.
 */
export function TaxProfileDialog({
  profile,
  onClose,
  onSave,
}: {
  /** The saved profile; null: closed. */
  profile: TaxProfile | null;
  onClose: () => void;
  onSave: (profile: TaxProfile) => Promise<void>;
}) {
  const [texts, setTexts] = useState<Texts | null>(profile && textsOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  useEffect(() => {
    setTexts(profile && textsOf(profile));
    setErrors({});
  }, [profile]);
  const set = (patch: Partial<Texts>) => setTexts((t) => (t ? { ...t, ...patch } : t));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!texts) return;
    const read = profileOf(texts);
    if ('errors' in read) return setErrors(read.errors);
    setPending(true);
    try {
      await onSave(read.profile);
    } catch (failure) {
      setErrors(apiFieldErrors(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={profile !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Tax Profile"
      description="What the books cannot tell: the estimate, the estimated-tax instalments and the opportunities use it. Leave a figure blank when you do not know it."
    >
      {texts && (
        <form className="k-form" onSubmit={(e) => void submit(e)} noValidate>
          <NativeSelect
            label="Filing Status"
            value={texts.filingStatus}
            options={filingStatuses.map((s) => ({ value: s, label: statusLabels[s] }))}
            onChange={(e) => set({ filingStatus: e.target.value as FilingStatus })}
            error={errors.filingStatus}
          />
          <Input
            label="Owners"
            inputMode="numeric"
            value={texts.owners}
            onChange={(e) => set({ owners: e.target.value })}
            error={errors.owners}
          />
          <Input
            label="Last Year's Federal Income Tax"
            inputMode="decimal"
            value={texts.priorYearTax}
            onChange={(e) => set({ priorYearTax: e.target.value })}
            error={errors.priorYearTaxCents}
            hint="For the prior-year safe harbor of the estimated tax"
          />
          <label className="k-checkbox">
            <input
              type="checkbox"
              checked={texts.priorYearAgiOver150k}
              onChange={(e) => set({ priorYearAgiOver150k: e.target.checked })}
            />
            Last year&apos;s adjusted gross income was over{' '}
            {formatUSD(year2026.estimatedTax.highIncomeAgi)}
          </label>
          <Input
            label="Home Office Square Feet"
            inputMode="numeric"
            value={texts.homeOfficeSquareFeet}
            onChange={(e) => set({ homeOfficeSquareFeet: e.target.value })}
            error={errors.homeOfficeSquareFeet}
          />
          <Input
            label="Business Miles This Year"
            inputMode="numeric"
            value={texts.businessMiles}
            onChange={(e) => set({ businessMiles: e.target.value })}
            error={errors.businessMiles}
          />
          <Input
            label="Owner Salary (S corporation check)"
            inputMode="decimal"
            value={texts.ownerSalary}
            onChange={(e) => set({ ownerSalary: e.target.value })}
            error={errors.ownerSalaryCents}
          />
          <div className="tax-actions">
            <Button type="submit" disabled={pending}>
              Save Tax Profile
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
