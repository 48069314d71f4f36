// `npm run audit:check -w @keel/sync-server [-- --data-dir DIR]`: checks the audit log's hash chain
// in DATA_DIR/audit (sync-server/README.md, "Audit log"); it only reads, so it may run beside the
// server. A DATA_DIR no server of this version has opened yet keeps its log in keel.json: that one
// is checked. Exit code 0 when every link holds, 1 at the first broken link, 2 when the log cannot
// be read.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { systemClock } from '@keel/core/domain';
import { checkAuditChain, type ChainedRecord } from './accounts/auditChain';
import { checkAuditLog, describeAuditLogCheck } from './accounts/auditLogCheck';
import { describeAuditCheck } from './accounts/describeAuditCheck';
import { openAuditFiles } from './storage/auditFiles';

const args = process.argv.slice(2);
const flag = args.indexOf('--data-dir');
// npm runs the script in sync-server/; a relative DATA_DIR means where the command was typed.
const from = process.env.INIT_CWD ?? process.cwd();
const dataDir = resolve(
  from,
  flag >= 0 ? (args[flag + 1] ?? '') : (process.env.DATA_DIR ?? './data'),
);

/** The audit list keel.json held before the log moved to DATA_DIR/audit, if it still does. */
async function auditInAccountsFile(): Promise<ChainedRecord[] | null> {
  const text = await readFile(join(dataDir, 'keel.json'), 'utf8').catch(() => null);
  if (text === null) return null;
  const data = JSON.parse(text) as { audit?: unknown };
  if (data.audit === undefined) return null;
  if (!Array.isArray(data.audit)) throw new Error('audit in keel.json is not a list');
  return data.audit as ChainedRecord[];
}

try {
  const legacy = await auditInAccountsFile();
  if (legacy) {
    const check = checkAuditChain(legacy);
    process.stdout.write(`${join(dataDir, 'keel.json')}\n${describeAuditCheck(check, legacy)}\n`);
    process.exit(check.brokenAt === null ? 0 : 1);
  }
  const dir = join(dataDir, 'audit');
  const audit = await openAuditFiles(dir, systemClock, 0, () => {}, { readOnly: true });
  const result = await checkAuditLog(audit);
  process.stdout.write(`${dir}\n${describeAuditLogCheck(result)}\n`);
  process.exit(result.check.brokenAt === null ? 0 : 1);
} catch (error) {
  process.stderr.write(`Cannot read the audit log in ${dataDir}: ${String(error)}\n`);
  process.exit(2);
}
