// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { setApiFetch } from '@keel/core/client';
import { previewBooks } from './booksPreviewRequest';
import { samplePreview } from './previewFixture';
import { useBooksPreview } from './useBooksPreview';

let restore: (() => void) | null = null;
afterEach(() => restore?.());

/** Answers the preview route with `status` (the sample preview when 200); records each path. */
function serve(status = 200): string[] {
  const paths: string[] = [];
  restore = setApiFetch(async (path) => {
    paths.push(path);
    return new Response(status === 200 ? JSON.stringify(samplePreview()) : '{"error":"x"}', {
      status,
    });
  });
  return paths;
}

const settledSoon = async (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(() => 'settled'),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 100)),
  ]);

describe('useBooksPreview', () => {
  it('shows the request the shell started, and tells the shell once it is on screen', async () => {
    const paths = serve();
    const shown = previewBooks({ companyId: 'acme' });
    const { result } = renderHook(() => useBooksPreview('acme', true));
    await waitFor(() => expect(result.current?.transactions[0]?.description).toBe('Stripe payout'));
    expect(await settledSoon(shown)).toBe('settled');
    // One request: the page took the shell's instead of asking again, for the screen's today.
    expect(paths).toEqual([
      expect.stringMatching(/^\/api\/companies\/acme\/books\/preview\?asOf=\d{4}-\d{2}-\d{2}$/),
    ]);
  });

  it('asks for the preview itself when the shell did not, and drops it once the live books are there', async () => {
    const paths = serve();
    const { result, rerender } = renderHook(({ wanted }) => useBooksPreview('acme', wanted), {
      initialProps: { wanted: true },
    });
    await waitFor(() => expect(result.current).toBeDefined());
    rerender({ wanted: false });
    expect(result.current).toBeUndefined();
    expect(paths).toHaveLength(1);
  });

  it('shows nothing, and keeps no one waiting, when the preview cannot be had', async () => {
    serve(403);
    const shown = previewBooks({ companyId: 'acme' });
    const { result } = renderHook(() => useBooksPreview('acme', true));
    expect(await settledSoon(shown)).toBe('settled');
    expect(result.current).toBeUndefined();
  });

  it('asks for nothing while the live books are there', async () => {
    const paths = serve();
    const shown = previewBooks({ companyId: 'acme' });
    renderHook(() => useBooksPreview('acme', false));
    // The shell's request is dropped at once, so the live load does not wait for it.
    expect(await settledSoon(shown)).toBe('settled');
    expect(paths.length).toBeLessThanOrEqual(1);
  });
});
