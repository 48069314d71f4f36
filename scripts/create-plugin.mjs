// `npm run create-plugin -- <name>`: scaffolds plugins/<name> with a route, a sidebar entry, a
// table, a server route, a story and tests, from scripts/create-plugin/template/.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execSync } from 'node:child_process';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const templateDir = join(root, 'scripts', 'create-plugin', 'template');

/** Names derived from the plugin id, as the template's placeholders spell them. */
export function namesFor(id) {
  const words = id.split('-');
  const pascal = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return {
    __id__: id,
    __Pascal__: pascal,
    __camel__: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    __Title__: words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' '),
  };
}

function render(text, names) {
  return Object.entries(names).reduce((out, [key, value]) => out.split(key).join(value), text);
}

function copyTemplate(from, to, names) {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, render(entry.name.replace(/\.tmpl$/, ''), names));
    if (entry.isDirectory()) {
      mkdirSync(target, { recursive: true });
      copyTemplate(source, target, names);
    } else {
      writeFileSync(target, render(readFileSync(source, 'utf8'), names));
    }
  }
}

/** Creates plugins/<id>; throws with a clear message on a bad or taken name. */
export function createPlugin(id, { pluginsDir = join(root, 'plugins'), install = true } = {}) {
  if (!/^[a-z][a-z0-9-]{1,31}$/.test(id ?? '') || id.endsWith('-') || id.includes('--')) {
    throw new Error(
      'name: use kebab-case, 2 to 32 characters, starting with a letter (e.g. "invoices")',
    );
  }
  if (id === 'core') throw new Error('name: "core" is reserved');
  const target = join(pluginsDir, id);
  if (existsSync(target)) throw new Error(`name: plugins/${id} already exists`);
  mkdirSync(target, { recursive: true });
  copyTemplate(templateDir, target, namesFor(id));
  if (install) execSync('npm install --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  return target;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const target = createPlugin(process.argv[2]);
    console.log(
      `Created ${relative(root, target)}. Run \`npm run dev\` and open /${process.argv[2]}.`,
    );
  } catch (error) {
    console.error(`create-plugin: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
