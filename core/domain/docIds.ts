import { COMPANY_SCOPE } from './scopes';

/** The Yjs document id of a company scope: `{companyId}` or `{companyId}:{scope}` (API.md). */
export function docIdFor(companyId: string, scope: string = COMPANY_SCOPE): string {
  return scope === COMPANY_SCOPE ? companyId : `${companyId}:${scope}`;
}

/** Splits a document id into company and scope; null when it is not one. */
export function parseDocId(docId: string): { companyId: string; scope: string } | null {
  const match = /^([A-Za-z0-9_-]{1,64})(?::([a-z][a-z0-9-]{0,31}))?$/.exec(docId);
  if (!match || !match[1]) return null;
  return { companyId: match[1], scope: match[2] ?? COMPANY_SCOPE };
}

/** Name of the top-level Y.Map holding one plugin table: `{pluginId}/{tableId}`. */
export function yMapNameFor(pluginId: string, tableId: string): string {
  return `${pluginId}/${tableId}`;
}
