/** Saves content as a file the browser downloads: a Blob behind a clicked <a download>. */
export function downloadFile(name: string, content: string | Uint8Array, type: string): void {
  // A copy gives the Blob its own ArrayBuffer, whatever buffer the bytes were a view of.
  const part: BlobPart = typeof content === 'string' ? content : new Uint8Array(content);
  const url = URL.createObjectURL(new Blob([part], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download, not before.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
