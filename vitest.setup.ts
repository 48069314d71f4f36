import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';

// Without vitest globals, Testing Library cannot register its own cleanup between tests.
afterEach(() => cleanup());

// findBy* waits 1 s by default; with every suite running at once on CI's 2 cores, a lazy page
// has taken longer than that to appear. A real failure still fails, 5 s later.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs that Radix primitives call.
if (typeof window !== 'undefined') {
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
  const w = window as unknown as Record<string, unknown>;
  w.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
