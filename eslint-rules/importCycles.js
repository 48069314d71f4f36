// Import cycles among the files of some folders, on resolved files (resolveImport.js): each is a
// strongly connected group of files that import each other, directly or around a loop.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { resolveImport } from './resolveImport.js';

const sourceFile = /\.(ts|tsx|mts)$/;
const skipped = new Set(['node_modules', 'dist', '.turbo', 'storybook-static']);

/** Every TypeScript file under `dir`, outside node_modules and build output. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(path);
    return sourceFile.test(entry.name) ? [path] : [];
  });
}

/** What `file` imports among `files`: static, type-only, re-exports and dynamic imports alike. */
function importsOf(file, files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = new Set();
  for (const { fileName } of importedFiles) {
    const resolved = resolveImport(fileName, file);
    if ('file' in resolved && files.has(resolved.file)) targets.add(resolved.file);
  }
  return targets;
}

/** Tarjan's strongly connected components of `graph` (file -> imported files), with 2+ files or a self-import. */
function loops(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file)) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file).has(file)) found.push(group);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/**
 * The import cycles among the TypeScript files under `dirs`, each as its files relative to
 * `root` (sorted), largest first. A type-only import counts: it ties the modules together all the same.
 */
export function findImportCycles(root, dirs) {
  const files = new Set(dirs.flatMap((dir) => sourceFiles(join(root, dir))));
  const graph = new Map([...files].map((file) => [file, importsOf(file, files)]));
  return loops(graph)
    .map((group) => group.map((file) => relative(root, file).split(sep).join('/')).sort())
    .sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}
