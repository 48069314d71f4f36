import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { CSP_NONCE_PLACEHOLDER } from './domain/cspNonce';

const server = process.env.KEEL_API ?? 'http://127.0.0.1:8787';

const prefixed = (prefix: string, match: RegExpExecArray | null) =>
  match?.[1] ? `${prefix}${match[1]}` : null;

/**
 * Chunk groups, highest priority first. Vendors change rarely and stay cached between releases;
 * the shell is one chunk; each plugin's client is its own chunk, and its pages (dynamic imports)
 * split further so a page loads when its route is entered.
 */
const chunkGroups = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
    priority: 50,
  },
  { name: 'vendor-radix', test: /node_modules[\\/](radix-ui|@radix-ui)[\\/]/, priority: 40 },
  {
    name: 'vendor-sync',
    test: /node_modules[\\/](yjs|y-websocket|y-protocols|y-indexeddb|lib0|tinybase)[\\/]/,
    priority: 40,
  },
  { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]/, priority: 40 },
  { name: 'vendor-icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 40 },
  { name: 'shell', test: /core[\\/](client|domain)[\\/](?!settings[\\/]|main\.tsx)/, priority: 20 },
  {
    // Only the manifest and the table schemas it declares: the shell loads these eagerly, so the
    // rest of a plugin's domain (statement parsers and their spreadsheet library) must stay with
    // the lazy client chunk that uses it.
    debugName: 'plugin manifests',
    name: (id: string) =>
      prefixed(
        'manifest-',
        /plugins[\\/]([^/\\]+)[\\/](?:plugin\.ts|domain[\\/]schema\.ts)/.exec(id),
      ),
    priority: 15,
  },
  {
    debugName: 'plugin clients',
    name: (id: string) =>
      prefixed('plugin-', /plugins[\\/]([^/\\]+)[\\/]client[\\/](?!pages[\\/])/.exec(id)),
    priority: 10,
  },
];

/** Web build of Keel: the shell eagerly, every plugin and page as its own lazy chunk. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // The server swaps the placeholder for each response's nonce (sync-server staticFiles).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/sync': { target: server.replace(/^http/, 'ws'), ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/sync': { target: server.replace(/^http/, 'ws'), ws: true },
    },
  },
});
