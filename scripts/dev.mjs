// `npm run dev`: the server with reload (tsx watch) and Vite with hot reload on :5173.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/ensureInstalled.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureInstalled(root);
const children = [
  spawn('npx', ['tsx', 'watch', 'sync-server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn('npx', ['vite'], { cwd: join(root, 'core'), stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
