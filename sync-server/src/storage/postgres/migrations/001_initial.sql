-- Keel's first schema: the account collections (one table each, a column per index, the record
-- as jsonb, seq for the order first stored), the audit log and what retention removed,
-- notifications, company documents as a snapshot plus update rows, jobs, plugin files and
-- plugin records.

CREATE TABLE users (
  key text COLLATE "C" PRIMARY KEY,
  seq bigserial NOT NULL,
  email text NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX users_email ON users (email);

CREATE TABLE sessions (
  key text COLLATE "C" PRIMARY KEY,
  seq bigserial NOT NULL,
  user_id text NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);

CREATE TABLE companies (
  key text COLLATE "C" PRIMARY KEY,
  seq bigserial NOT NULL,
  data jsonb NOT NULL
);

CREATE TABLE memberships (
  key text COLLATE "C" PRIMARY KEY,
  seq bigserial NOT NULL,
  user_id text NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX memberships_user_id ON memberships (user_id);

CREATE TABLE invites (
  key text COLLATE "C" PRIMARY KEY,
  seq bigserial NOT NULL,
  token_hash text NOT NULL,
  company_id text NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX invites_token_hash ON invites (token_hash);
CREATE INDEX invites_company_id ON invites (company_id);

CREATE TABLE reset_tokens (
  key text COLLATE "C" PRIMARY KEY,
  seq bigserial NOT NULL,
  user_id text NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX reset_tokens_user_id ON reset_tokens (user_id);

CREATE TABLE sign_in_failures (
  key text COLLATE "C" PRIMARY KEY,
  seq bigserial NOT NULL,
  data jsonb NOT NULL
);

CREATE TABLE demo (
  key text COLLATE "C" PRIMARY KEY,
  seq bigserial NOT NULL,
  data jsonb NOT NULL
);

-- The audit log: each record's exact JSON line (the hash chain covers it), and columns to find it by.
CREATE TABLE audit_log (
  seq bigserial PRIMARY KEY,
  at text NOT NULL,
  kind text NOT NULL,
  user_id text,
  company_id text,
  outcome text NOT NULL,
  line text NOT NULL
);
CREATE INDEX audit_log_user_id ON audit_log (user_id, seq);
CREATE INDEX audit_log_company_id ON audit_log (company_id, seq);
CREATE INDEX audit_log_at ON audit_log (at);

-- What retention removed: how many records, and the hash of the last one (the first kept one's prev).
CREATE TABLE audit_removed (
  id int PRIMARY KEY CHECK (id = 1),
  records bigint NOT NULL,
  prev text NOT NULL
);

CREATE TABLE notifications (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  user_id text NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX notifications_user_id ON notifications (user_id, seq);

-- A document's snapshot; version counts the snapshots written, so a writer knows whether the
-- stored one is still the one its document holds.
CREATE TABLE doc_snapshots (
  doc_id text PRIMARY KEY,
  state bytea NOT NULL,
  schema_versions jsonb NOT NULL,
  version bigint NOT NULL
);

-- The updates appended since: by which storage (writer) and its own count (n) of them.
CREATE TABLE doc_updates (
  seq bigserial PRIMARY KEY,
  doc_id text NOT NULL,
  writer text NOT NULL,
  n bigint NOT NULL,
  update bytea NOT NULL
);
CREATE INDEX doc_updates_doc_id ON doc_updates (doc_id, seq);

CREATE TABLE jobs (
  id text PRIMARY KEY,
  data jsonb NOT NULL
);

CREATE TABLE job_schedules (
  id text PRIMARY KEY,
  data jsonb NOT NULL
);

CREATE TABLE plugin_files (
  plugin_id text NOT NULL,
  company_id text NOT NULL,
  id text NOT NULL,
  meta jsonb NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (plugin_id, company_id, id)
);

CREATE TABLE plugin_records (
  plugin_id text NOT NULL,
  collection text NOT NULL,
  id text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (plugin_id, collection, id)
);
