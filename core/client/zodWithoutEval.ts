import { z } from 'zod';

// zod compiles fast paths with `new Function` when it may; the app's Content-Security-Policy
// forbids eval, and even zod's probe for it is reported as a violation. Imported first by main.tsx,
// before any schema is used.
z.config({ jitless: true });
