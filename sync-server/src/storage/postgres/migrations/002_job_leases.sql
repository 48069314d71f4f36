-- Several Keel processes share the jobs. Each row says which transaction last changed it, so a
-- process reads only what changed since it last looked; a job's lease says which process runs
-- it and until when (a process that dies stops renewing it, and another takes the job over), and
-- whether another process asked it to cancel the job;
-- job_occurrences holds one row per schedule run fired, so only one process fires each run.

ALTER TABLE jobs
  ADD COLUMN changed_by xid8 NOT NULL DEFAULT pg_current_xact_id(),
  ADD COLUMN lease_owner text,
  ADD COLUMN lease_until timestamptz,
  ADD COLUMN cancel_requested boolean NOT NULL DEFAULT false;
ALTER TABLE job_schedules ADD COLUMN changed_by xid8 NOT NULL DEFAULT pg_current_xact_id();
CREATE INDEX jobs_changed_by ON jobs (changed_by);
CREATE INDEX job_schedules_changed_by ON job_schedules (changed_by);
CREATE INDEX jobs_unfinished ON jobs ((data->>'status')) WHERE data->>'status' IN ('queued', 'running');

CREATE TABLE job_occurrences (
  key text PRIMARY KEY,
  owner text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now()
);
