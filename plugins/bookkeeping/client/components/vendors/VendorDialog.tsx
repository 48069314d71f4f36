import { useState, type FormEvent } from 'react';
import {
  ApiError,
  Button,
  Dialog,
  Input,
  NativeSelect,
  companyApi,
  useToast,
  zodFieldErrors,
} from '@keel/core/client';
import {
  VENDORS_TABLE,
  paymentTermsOptions,
  vendorFormSchema,
  vendorIdentifiersBodySchema,
  type Vendor,
  type VendorIdentifierRow,
  type VendorRow,
} from '../../../domain/books';
import { bookkeepingRoutes } from '../../../domain/routes';
import type { Books } from '../../hooks/useBooks';
import {
  VendorIdentifierFields,
  noNumbers,
  typedNumbers,
  type VendorNumbers,
} from './VendorIdentifierFields';

const termsOptions = [
  { value: '', label: 'Choose payment terms' },
  ...paymentTermsOptions.map((terms) => ({ value: terms, label: terms })),
];

const emptyVendor: VendorRow = {
  name: '',
  contactName: '',
  email: '',
  paymentTerms: 'Net 30',
  is1099Eligible: false,
  w9OnFile: false,
};

function VendorForm({
  books,
  vendor,
  identifiers,
  onDone,
}: {
  books: Books;
  vendor: Vendor | null;
  identifiers: VendorIdentifierRow | undefined;
  onDone: () => void;
}) {
  const [values, setValues] = useState<VendorRow>(() => {
    if (!vendor) return emptyVendor;
    const { id: _id, ...row } = vendor;
    return row;
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { toast } = useToast();
  const [numbers, setNumbers] = useState<VendorNumbers>(noNumbers);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<VendorRow>) => setValues((v) => ({ ...v, ...patch }));

  /** Sends typed numbers to the server (never to the synced books); false when it refused them. */
  async function saveNumbers(vendorId: string): Promise<boolean> {
    const body = typedNumbers(numbers);
    if (!body) return true;
    setSaving(true);
    try {
      await companyApi(books.companyId).call(
        bookkeepingRoutes.vendorIdentifiers,
        { vendorId },
        body,
      );
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(
        Object.keys(error.fields).length > 0
          ? error.fields
          : { taxId: error.error ?? 'The numbers could not be saved; try again' },
      );
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = vendorFormSchema.safeParse(values);
    const typed = typedNumbers(numbers);
    const checked = typed ? vendorIdentifiersBodySchema.safeParse(typed) : null;
    if (!parsed.success || (checked && !checked.success))
      return setErrors({
        ...(parsed.success ? {} : zodFieldErrors(parsed.error)),
        ...(checked && !checked.success ? zodFieldErrors(checked.error) : {}),
      });
    if (vendor && !(await saveNumbers(vendor.id))) return;
    const id = vendor?.id ?? `vendor-${crypto.randomUUID()}`;
    books.store.setRow(VENDORS_TABLE, id, parsed.data);
    const { name } = parsed.data;
    toast(
      vendor
        ? { title: 'Vendor Updated', description: `${name} is saved` }
        : { title: 'Vendor Added', description: `${name} is in your vendors` },
    );
    onDone();
  }

  return (
    <form className="k-form" onSubmit={submit} noValidate>
      <Input
        label="Vendor name"
        value={values.name}
        onChange={(e) => set({ name: e.target.value })}
        error={errors.name}
      />
      <div className="k-form-row">
        <Input
          label="Contact name"
          value={values.contactName}
          onChange={(e) => set({ contactName: e.target.value })}
          error={errors.contactName}
        />
        <Input
          label="Email"
          type="email"
          value={values.email}
          onChange={(e) => set({ email: e.target.value })}
          error={errors.email}
        />
      </div>
      <Input
        label="Address"
        hint="Street, city, state and ZIP code on one line: printed on the vendor's Form 1099-NEC."
        value={values.address ?? ''}
        onChange={(e) => set({ address: e.target.value })}
        error={errors.address}
      />
      <NativeSelect
        label="Payment terms"
        options={termsOptions}
        value={values.paymentTerms}
        onChange={(e) => set({ paymentTerms: e.target.value })}
        error={errors.paymentTerms}
      />
      <label className="k-checkbox">
        <input
          type="checkbox"
          checked={values.is1099Eligible}
          onChange={(e) => set({ is1099Eligible: e.target.checked })}
        />
        1099 eligible
      </label>
      <p className="k-hint">
        For individuals and partnerships you pay for services: their payments in a year are totalled
        against the 1099 threshold.
      </p>
      <label className="k-checkbox">
        <input
          type="checkbox"
          checked={values.w9OnFile === true}
          onChange={(e) => set({ w9OnFile: e.target.checked })}
        />
        W-9 (tax ID) on file
      </label>
      <p className="k-hint">
        Tick once you hold the vendor&apos;s signed Form W-9. Keel records only that you have it,
        never the number.
      </p>
      {vendor ? (
        <VendorIdentifierFields
          numbers={numbers}
          onChange={(patch) => setNumbers((n) => ({ ...n, ...patch }))}
          onFile={identifiers}
          errors={errors}
        />
      ) : (
        <p className="k-hint">
          Once the vendor is added, Edit it to give its tax ID and payment bank account.
        </p>
      )}
      <div className="bk-dialog-actions">
        <Button type="submit" disabled={saving}>
          {vendor ? 'Save vendor' : 'Add vendor'}
        </Button>
      </div>
    </form>
  );
}

/** Adds a vendor, or edits one (null: add). */
export function VendorDialog({
  books,
  vendor,
  identifiers,
  open,
  onOpenChange,
}: {
  books: Books;
  vendor: Vendor | null;
  /** The last four digits on file of the vendor's tax id and bank account. */
  identifiers?: VendorIdentifierRow | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={vendor ? `Edit ${vendor.name}` : 'Add Vendor'}
      description="Who you pay, how to reach them and whether their payments count toward a 1099."
    >
      <VendorForm
        books={books}
        vendor={vendor}
        identifiers={identifiers}
        onDone={() => onOpenChange(false)}
      />
    </Dialog>
  );
}
