import { useState, type FormEvent } from 'react';
import { Button, Dialog, FigureList, Input, NativeSelect, useToast } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import {
  cityRates,
  productTypes,
  salesTax,
  stateRates,
  type SalesTaxInput,
  type SalesTaxResult,
} from '../../domain/tools/salesTax';

/**
 * The Sales Tax Calculator dialog (spec 001 sections 5 and 9): a custom rate, or a rate detected
 * from the address once it is longer than 10 characters, with an honest note on coverage.
 */
export function SalesTaxCalculator({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { toast } = useToast();
  const [input, setInput] = useState<SalesTaxInput>({
    amount: '',
    rateSource: 'address',
    address: '',
    customRate: '',
  });
  const [productType, setProductType] = useState<string>('general');
  const [result, setResult] = useState<SalesTaxResult | null>(null);
  const set = (field: keyof SalesTaxInput) => (value: string) =>
    setInput((current) => ({ ...current, [field]: value }));
  const calculate = (event: FormEvent) => {
    event.preventDefault();
    setResult(salesTax(input));
    toast({ title: 'Sales Tax Calculated' });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Sales Tax Calculator"
      description="Tax is the amount times the rate; the product type does not change it."
    >
      <form className="tax-form" onSubmit={calculate} noValidate>
        <Input
          label="Amount"
          inputMode="decimal"
          value={input.amount}
          onChange={(e) => set('amount')(e.target.value)}
        />
        <NativeSelect
          label="Product type"
          value={productType}
          onChange={(e) => setProductType(e.target.value)}
          options={productTypes.map((t) => ({ value: t, label: t }))}
        />
        <NativeSelect
          label="Rate"
          value={input.rateSource}
          onChange={(e) => set('rateSource')(e.target.value)}
          options={[
            { value: 'address', label: 'Detect from address' },
            { value: 'custom', label: 'Custom rate' },
          ]}
        />
        {input.rateSource === 'address' ? (
          <Input
            label="Address"
            hint="The rate is looked up once the address is longer than 10 characters."
            value={input.address}
            onChange={(e) => set('address')(e.target.value)}
          />
        ) : (
          <Input
            label="Custom rate (%)"
            inputMode="decimal"
            value={input.customRate}
            onChange={(e) => set('customRate')(e.target.value)}
          />
        )}
        <Button type="submit">Calculate</Button>
      </form>
      {result && (
        <FigureList
          label="Sales tax"
          figures={[
            ['Location', result.location],
            ['Rate', `${result.ratePercent}%`],
            ['Tax', formatUSD(result.taxCents)],
            ['Total', formatUSD(result.totalCents)],
          ]}
        />
      )}
      <p className="k-muted">
        Keel knows the combined rates of {cityRates.length} cities and the base rates of{' '}
        {stateRates.length} states only; the United States has over 11,000 sales tax jurisdictions.
        Check the rate with the state before you rely on it.
      </p>
    </Dialog>
  );
}
