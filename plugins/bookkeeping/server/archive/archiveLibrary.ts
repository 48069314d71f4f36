import { type Account } from '@keel/core/domain';
import type { LogFn, PluginFilesService, StoredFile } from '@keel/core/server';
import type { Readable } from 'node:stream';
import type { Store } from 'tinybase';
import {
  archiveFileSchema,
  readArchive,
  type ArchiveFile,
  type ArchivedYear,
} from '../../domain/archive';
import { TRANSACTIONS_TABLE } from '../../domain/books/transactionRow';
import { ENTRIES_TABLE } from '../../domain/ledger/entryRow';

/** The `ownerKey` prefix of archive files in the plugin's file store. */
export const ARCHIVE_OWNER_PREFIX = 'archive:';
/** The `ownerKey` of a fiscal year's archive file. */
export const archiveOwnerKey = (year: number) => `${ARCHIVE_OWNER_PREFIX}${year}`;

/** A stored archive file and what it holds. */
export interface StoredArchive {
  meta: StoredFile;
  file: ArchiveFile;
}

interface CompanyArchives {
  archives: StoredArchive[];
  /** Read per chart of accounts (the ledger cache keeps one array until the chart changes). */
  read: WeakMap<readonly Account[], ArchivedYear[]>;
}

async function readText(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Whether an archive's rows are still in the live books: its year's archiving stopped between
 * writing the file and taking the rows out (a crash), so the file does not count.
 */
function stillLive(file: ArchiveFile, store: Store): boolean {
  const live = (tableId: string, rows: Record<string, unknown>) =>
    Object.keys(rows).some((id) => store.hasRow(tableId, id));
  return (
    live(ENTRIES_TABLE, file.entries) ||
    live(ENTRIES_TABLE, file.opening) ||
    live(TRANSACTIONS_TABLE, file.transactions)
  );
}

/**
 * A company's archived fiscal years, read from the plugin's file store once and kept in memory
 * (archives never change); `invalidate` after writing one.
 */
export class ArchiveLibrary {
  private readonly cache = new Map<string, CompanyArchives>();
  private readonly generations = new Map<string, number>();
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(
    private readonly files: PluginFilesService,
    private readonly log: LogFn,
  ) {}

  /** The company's archives that count, by year; `store` is its live books (to spot a stopped one). */
  async archives(companyId: string, store: Store): Promise<StoredArchive[]> {
    return (await this.load(companyId, store)).archives;
  }

  /** The archived years read for reports against a chart of accounts. */
  async years(
    companyId: string,
    store: Store,
    accounts: readonly Account[],
  ): Promise<ArchivedYear[]> {
    const company = await this.load(companyId, store);
    let read = company.read.get(accounts);
    if (!read) {
      read = company.archives.map(({ file }) => readArchive(file, accounts));
      for (const year of read)
        if (year.invalid.length > 0)
          this.log('warn', `bookkeeping: archive ${year.year} has rows left out of reports`, {
            companyId,
            errors: year.invalid.slice(0, 20),
          });
      company.read.set(accounts, read);
    }
    return read;
  }

  /** Every stored file of a year's archive, counted or not. */
  async stored(companyId: string, year: number): Promise<StoredFile[]> {
    const key = archiveOwnerKey(year);
    return (await this.files.list(companyId, key)).filter((meta) => meta.ownerKey === key);
  }

  /** Forgets what was read, after an archive was written or removed. */
  invalidate(companyId: string): void {
    this.cache.delete(companyId);
    this.generations.set(companyId, (this.generations.get(companyId) ?? 0) + 1);
  }

  /** Runs jobs on one company's archives one after the other. */
  exclusive<T>(companyId: string, job: () => Promise<T>): Promise<T> {
    const before = this.running.get(companyId) ?? Promise.resolve();
    const next = before.catch(() => {}).then(job);
    this.running.set(companyId, next);
    // The caller gets the job's failure; this bookkeeping must not raise it a second time.
    const forget = () => {
      if (this.running.get(companyId) === next) this.running.delete(companyId);
    };
    next.then(forget, forget);
    return next;
  }

  private async load(companyId: string, store: Store): Promise<CompanyArchives> {
    const cached = this.cache.get(companyId);
    if (cached) return cached;
    const generation = this.generations.get(companyId) ?? 0;
    const byYear = new Map<number, StoredArchive>();
    for (const meta of await this.files.list(companyId, ARCHIVE_OWNER_PREFIX)) {
      const file = await this.readFile(companyId, meta);
      // The newest file of a year wins; files are listed oldest first.
      if (file && !stillLive(file, store)) byYear.set(file.year, { meta, file });
    }
    const company: CompanyArchives = {
      archives: [...byYear.values()].sort((a, b) => a.file.year - b.file.year),
      read: new WeakMap(),
    };
    // A close that finished while this read was under way makes it out of date.
    if ((this.generations.get(companyId) ?? 0) === generation) this.cache.set(companyId, company);
    return company;
  }

  private async readFile(companyId: string, meta: StoredFile): Promise<ArchiveFile | null> {
    const opened = await this.files.open(companyId, meta.id);
    if (!opened) return null;
    try {
      const parsed = archiveFileSchema.safeParse(JSON.parse(await readText(opened.stream)));
      if (parsed.success) return parsed.data;
      this.log('error', `bookkeeping: archive file ${meta.id} is not a year archive`, {
        companyId,
        issues: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`),
      });
    } catch (error) {
      this.log('error', `bookkeeping: archive file ${meta.id} cannot be read`, {
        companyId,
        error: String(error),
      });
    }
    return null;
  }
}

const libraries = new WeakMap<PluginFilesService, ArchiveLibrary>();

/** The archive library of a server (one per plugin `files` service), shared by every route. */
export function archiveLibraryFor({
  files,
  log,
}: {
  files: PluginFilesService;
  log: LogFn;
}): ArchiveLibrary {
  let library = libraries.get(files);
  if (!library) {
    library = new ArchiveLibrary(files, log);
    libraries.set(files, library);
  }
  return library;
}
