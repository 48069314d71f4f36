import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { taxRoutes, type opportunitiesAnswerSchema } from '../../domain/routes';
import type { TaxLiabilitiesAnswer } from '../../domain/public';
import type { Form941Worksheet } from '../../domain/documents/form941Worksheet';
import { useTaxTable } from '../stores';
import { taxApi } from '../taxApi';

/** What the page shows: the liabilities and deadlines, and the opportunities with the strip. */
export interface TaxData {
  position: TaxLiabilitiesAnswer | null;
  opportunities: z.output<typeof opportunitiesAnswerSchema> | null;
  /** The Form 941 worksheets, or null while they load. */
  form941: Form941Worksheet[] | null;
  error: string | null;
  reload: () => Promise<void>;
}

/**
 * Reads the company's position and opportunities from the server (they are computed there from
 * the books and payroll), and reads again whenever a payment, decision, completion or analysis
 * reaches this browser: another member's Pay Now shows here without a reload.
 */
export function useTaxData(companyId: string | null): TaxData {
  const [position, setPosition] = useState<TaxData['position']>(null);
  const [opportunities, setOpportunities] = useState<TaxData['opportunities']>(null);
  const [form941, setForm941] = useState<Form941Worksheet[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const changes = JSON.stringify([
    useTaxTable('payments'),
    useTaxTable('decisions'),
    useTaxTable('deadlineCompletions'),
    useTaxTable('analyses'),
  ]);

  const reload = useCallback(async () => {
    if (!companyId) return;
    const query = { query: { companyId } };
    try {
      const [nextPosition, nextOpportunities, documents] = await Promise.all([
        taxApi.call(taxRoutes.liabilities, {}, undefined, query),
        taxApi.call(taxRoutes.opportunities, {}, undefined, query),
        taxApi.call(taxRoutes.documents, {}, undefined, query),
      ]);
      setPosition(nextPosition);
      setOpportunities(nextOpportunities);
      setForm941(documents.form941);
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, [companyId]);

  useEffect(() => {
    void reload();
  }, [reload, changes]);

  return { position, opportunities, form941, error, reload };
}
