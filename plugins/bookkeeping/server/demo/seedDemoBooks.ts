import type { DemoCompany, ServerPluginContext } from '@keel/core/server';
import { demoBooks, writeDemoBooks } from '../../domain/demo';

/** Fills the demo company's books with two years of history ending today. */
export async function seedDemoBooks(
  { data, log, clock }: ServerPluginContext,
  { companyId, today, by }: DemoCompany,
): Promise<void> {
  const store = await data.store(companyId);
  const books = demoBooks({ today, by, at: clock.now().toISOString() });
  writeDemoBooks(store, books);
  await data.commit(companyId);
  log('info', 'demo books written', { companyId, transactions: books.transactions.length });
}
