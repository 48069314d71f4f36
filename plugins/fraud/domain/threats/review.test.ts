import { describe, expect, it } from 'vitest';
import { booksOf, payment } from '../samples/books';
import { detectDuplicatePayments } from '../detectors/duplicatePayments';
import { mergeFindings } from './mergeFindings';
import { reviewThreat } from './review';
import { summarizeThreats, confirmedShare } from './threatSummary';

const AT = '2026-11-25T10:00:00.000Z';
const ada = { userId: 'u-ada', author: 'Ada Owner <ada@example.com>' };

function openThreat() {
  const findings = detectDuplicatePayments(
    booksOf([
      payment('t1', '2026-03-02', 'Acme Supplies', 125_000, 'INV-1043'),
      payment('t2', '2026-03-09', 'Acme Supplies', 125_000, 'INV-1043'),
    ]),
  );
  return mergeFindings([], findings, AT, true).write[0]!;
}

describe('reviewThreat', () => {
  it('blocks a threat as confirmed, recording who and why, and says what it holds', () => {
    const reviewed = reviewThreat(
      openThreat(),
      { status: 'blocked', reason: 'Paid twice' },
      ada,
      AT,
    );
    expect(reviewed).toMatchObject({
      ok: true,
      threat: {
        status: 'blocked',
        outcome: 'confirmed',
        review: { at: AT, by: ada.author, byUserId: 'u-ada', reason: 'Paid twice' },
        hold: { kind: 'none' },
      },
    });
  });

  it('marks a threat safe, and refuses to review it twice', () => {
    const safe = reviewThreat(openThreat(), { status: 'resolved', reason: 'Two orders' }, ada, AT);
    if (!safe.ok) throw new Error(safe.error);
    expect(safe.threat).toMatchObject({ status: 'resolved', outcome: 'safe', hold: null });
    expect(reviewThreat(safe.threat, { status: 'blocked', reason: 'x' }, ada, AT)).toEqual({
      ok: false,
      error: 'This threat is already resolved',
    });
  });

  it('lifts a block when a blocked threat is marked safe, and refuses to block it again', () => {
    const blocked = reviewThreat(
      openThreat(),
      { status: 'blocked', reason: 'Paid twice' },
      ada,
      AT,
    );
    if (!blocked.ok) throw new Error(blocked.error);
    const lifted = reviewThreat(
      blocked.threat,
      { status: 'resolved', reason: 'The vendor refunded it' },
      ada,
      AT,
    );
    if (!lifted.ok) throw new Error(lifted.error);
    expect(lifted.threat).toMatchObject({
      status: 'resolved',
      outcome: 'safe',
      hold: null,
      review: { reason: 'The vendor refunded it' },
    });
    expect(reviewThreat(blocked.threat, { status: 'blocked', reason: 'x' }, ada, AT)).toEqual({
      ok: false,
      error: 'This threat is already blocked',
    });
  });

  it('counts confirmed threats among the reviewed ones, and none before a review', () => {
    const open = openThreat();
    expect(confirmedShare(summarizeThreats([open]))).toBeNull();
    const blocked = reviewThreat(open, { status: 'blocked', reason: 'Paid twice' }, ada, AT);
    if (!blocked.ok) throw new Error(blocked.error);
    const summary = summarizeThreats([blocked.threat]);
    expect(summary).toEqual({
      active: 0,
      highSeverity: 0,
      blocked: 1,
      atRiskCents: 0,
      reviewed: 1,
      confirmed: 1,
    });
    expect(confirmedShare(summary)).toBe(100);
  });
});
