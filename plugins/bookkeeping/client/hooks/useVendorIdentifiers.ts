import { useMemo } from 'react';
import {
  VENDOR_IDENTIFIERS_TABLE,
  vendorIdentifierRowSchema,
  type VendorIdentifierRow,
} from '../../domain/books';
import { useBookkeepingTable } from '../stores';

/** The last four digits on file of each vendor's tax id and bank account, by vendor id. */
export function useVendorIdentifiers(): ReadonlyMap<string, VendorIdentifierRow> {
  const table = useBookkeepingTable(VENDOR_IDENTIFIERS_TABLE);
  return useMemo(() => {
    const rows = new Map<string, VendorIdentifierRow>();
    for (const [id, row] of Object.entries(table)) {
      const parsed = vendorIdentifierRowSchema.safeParse(row);
      if (parsed.success) rows.set(id, parsed.data);
    }
    return rows;
  }, [table]);
}
