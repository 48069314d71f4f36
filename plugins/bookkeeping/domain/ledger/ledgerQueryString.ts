/**
 * A ledger query as the REST route's query string carries it: each field as text, a list of ids
 * joined by commas (ids never hold one). `readQueryString` undoes it; the read's zod schema then
 * checks what came.
 */
export function ledgerQueryString(query: Readonly<Record<string, unknown>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The fields of a parsed query string (Koa's `ctx.query`): the lists split, a repeated field kept once. */
export function readQueryString(
  query: Readonly<Record<string, string | string[] | undefined>>,
): Record<string, unknown> {
  // fromEntries makes own fields: a field named __proto__ stays a field, never the prototype.
  return Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) => {
      const text = Array.isArray(value) ? value[0] : value;
      if (text === undefined) return [];
      return [[key, key === 'accountIds' ? (text === '' ? [] : text.split(',')) : text]];
    }),
  );
}
