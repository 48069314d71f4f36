/** Writes records as RFC 4180 CSV (CRLF), quoting only the fields that need it. */
export function writeCsvRows(rows: readonly (readonly string[])[], delimiter = ','): string {
  const special = new RegExp(`["\\r\\n${delimiter === '\t' ? '\\t' : delimiter}]`);
  return rows
    .map((fields) =>
      fields
        .map((field) => (special.test(field) ? `"${field.replaceAll('"', '""')}"` : field))
        .join(delimiter),
    )
    .join('\r\n');
}
