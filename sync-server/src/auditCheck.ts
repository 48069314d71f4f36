// `npm run audit:check -w @keel/sync-server [-- --data-dir DIR]`: checks the audit log's hash chain
// in DATA_DIR/keel.json (sync-server/README.md, "Audit log"). Exit code 0 when every link holds,
// 1 at the first broken link, 2 when the file cannot be read.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { checkAuditChain, type ChainedRecord } from './accounts/auditChain';
import { describeAuditCheck } from './accounts/describeAuditCheck';

const args = process.argv.slice(2);
const flag = args.indexOf('--data-dir');
// npm runs the script in sync-server/; a relative DATA_DIR means where the command was typed.
const from = process.env.INIT_CWD ?? process.cwd();
const dataDir = resolve(
  from,
  flag >= 0 ? (args[flag + 1] ?? '') : (process.env.DATA_DIR ?? './data'),
);
const path = join(dataDir, 'keel.json');

let log: ChainedRecord[];
try {
  const data = JSON.parse(await readFile(path, 'utf8')) as { audit?: unknown };
  if (data.audit !== undefined && !Array.isArray(data.audit))
    throw new Error('audit is not a list');
  log = (data.audit ?? []) as ChainedRecord[];
} catch (error) {
  process.stderr.write(`Cannot read the audit log in ${path}: ${String(error)}\n`);
  process.exit(2);
}
const check = checkAuditChain(log);
process.stdout.write(`${path}\n${describeAuditCheck(check, log)}\n`);
process.exit(check.brokenAt === null ? 0 : 1);
