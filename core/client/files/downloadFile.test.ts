// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from './downloadFile';

describe('downloadFile', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clicks a hidden download link to a Blob of the content, then lets it go', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    downloadFile('cash-flow-march-2026.csv', 'Section\r\n', 'text/csv;charset=utf-8');

    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('cash-flow-march-2026.csv');
    expect(clicked[0]!.href).toBe('blob:report');
    expect(clicked[0]!.isConnected).toBe(false);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    expect(await blobs[0]!.text()).toBe('Section\r\n');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:report');
  });

  it('saves bytes as they are', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:zip';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    downloadFile('reports.zip', new Uint8Array([80, 75, 5, 6]), 'application/zip');
    expect(new Uint8Array(await blobs[0]!.arrayBuffer())).toEqual(new Uint8Array([80, 75, 5, 6]));
  });
});
