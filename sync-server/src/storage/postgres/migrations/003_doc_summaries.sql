-- What plugins keep beside a document's snapshot (its `version`): a summary counts only while
-- the snapshot is still that version and no update row follows it.
CREATE TABLE doc_summaries (
  doc_id text NOT NULL,
  key text NOT NULL,
  version bigint NOT NULL,
  body text NOT NULL,
  PRIMARY KEY (doc_id, key)
);
