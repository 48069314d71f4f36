import { useMemo, useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import { Badge, Button, Card, EmptyState } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import {
  threshold1099Cents,
  vendor1099Totals,
  vendorIdentifiersLabel,
  type Vendor,
} from '../../domain/books';
import { useVendorIdentifiers } from '../hooks/useVendorIdentifiers';
import type { Books } from '../hooks/useBooks';
import type { BooksAuthor } from '../hooks/useBooksAuthor';
import { VendorDialog } from '../components/vendors/VendorDialog';
import { localDay } from '../components/banking/formatDates';
import { linkedRowProps } from '../search/useLinkedRecord';

/** The 1099 threshold of a year as a sentence, with its source. */
function thresholdNote(year: number): string {
  const dollars = formatUSD(threshold1099Cents(year)).replace(/\.00$/, '');
  const source = year >= 2026 ? ' (IRS Notice 2025-62)' : '';
  return `${dollars} threshold for payments in ${year}${source}`;
}

/** The vendors with their 1099 status and this year's payments to the 1099-eligible ones. */
export function VendorsTab({
  books,
  author,
  linkedId,
}: {
  books: Books;
  author: BooksAuthor;
  /** The vendor a link opened (`?vendor=<id>`): its row is marked and scrolled to. */
  linkedId?: string | null;
}) {
  // undefined: closed; null: adding; a vendor: editing it.
  const [editing, setEditing] = useState<Vendor | null | undefined>(undefined);
  const { vendors, transactions } = books;
  const identifiers = useVendorIdentifiers();
  const year = Number(localDay(author.now()).slice(0, 4));
  const totals = useMemo(
    () => new Map(vendor1099Totals(vendors, transactions, year).map((t) => [t.vendorId, t])),
    [vendors, transactions, year],
  );

  return (
    <Card
      title="Vendors"
      description={thresholdNote(year)}
      actions={
        author.canWrite && (
          <Button onClick={() => setEditing(null)}>
            <Plus size={16} aria-hidden /> Add Vendor
          </Button>
        )
      }
    >
      {vendors.length === 0 ? (
        <EmptyState title="No vendors found" />
      ) : (
        <table className="k-table" aria-label="Vendors">
          <thead>
            <tr>
              <th scope="col">Vendor Name</th>
              <th scope="col">Contact</th>
              <th scope="col">Payment Terms</th>
              <th scope="col">1099 Eligible</th>
              <th scope="col" className="bk-amount">
                Paid this year
              </th>
              {author.canWrite && (
                <th scope="col">
                  <span className="k-sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {vendors.map((vendor) => {
              const total = totals.get(vendor.id);
              const onFile = vendorIdentifiersLabel(identifiers.get(vendor.id));
              return (
                <tr key={vendor.id} {...linkedRowProps(vendor.id === linkedId)}>
                  <td>
                    {vendor.name}
                    {onFile && <div className="k-muted">{onFile}</div>}
                  </td>
                  <td>
                    {vendor.contactName}
                    {vendor.email && <div className="k-muted">{vendor.email}</div>}
                  </td>
                  <td>{vendor.paymentTerms}</td>
                  <td>{vendor.is1099Eligible ? 'Yes' : 'No'}</td>
                  <td className="bk-amount">
                    {total ? (
                      <>
                        {formatUSD(total.paidCents)}
                        {total.reportable && (
                          <>
                            {' '}
                            <Badge tone="warning">1099 required</Badge>
                          </>
                        )}
                      </>
                    ) : (
                      <span className="k-muted">Not tracked</span>
                    )}
                  </td>
                  {author.canWrite && (
                    <td>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Edit ${vendor.name}`}
                        onClick={() => setEditing(vendor)}
                      >
                        <Pencil size={14} aria-hidden /> Edit
                      </Button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <VendorDialog
        books={books}
        vendor={editing ?? null}
        identifiers={editing ? identifiers.get(editing.id) : undefined}
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
      />
    </Card>
  );
}
