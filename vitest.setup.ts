import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';

// Without vitest globals, Testing Library cannot register its own cleanup between tests.
afterEach(() => cleanup());
