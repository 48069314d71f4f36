/**
 * `Content-Disposition: attachment` for a stored file name: an ASCII `filename` (anything else,
 * quotes, backslashes and percent signs become '_') and the exact name as RFC 5987 `filename*`.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A file name fit to keep: no control characters, no path, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = Array.from(base.replace(/[\u0000-\u001f\u007f]/g, '').trim())
    .slice(0, 200)
    .join('');
  return clean === '' || clean === '.' || clean === '..' ? 'attachment' : clean;
}
