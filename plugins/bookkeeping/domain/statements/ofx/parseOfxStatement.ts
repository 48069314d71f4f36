import { parseAmountCents } from '../parseAmountCents';
import { StatementError } from '../statementError';
import type { ParsedStatement, StatementAccount, StatementLine } from '../statementLine';
import { parseOfxDate } from './ofxDate';
import { ofxChild, ofxFindAll, ofxValue, readOfxTree, type OfxNode } from './readOfxTree';

/** Reads every account's statement in an OFX/QFX file (1.x SGML or 2.x XML). */
export function parseOfxStatements(text: string): ParsedStatement[] {
  const root = readOfxTree(text);
  const statements = ofxFindAll(root, ['STMTRS', 'CCSTMTRS']);
  if (statements.length === 0) {
    throw new StatementError('OFX: this file holds no bank or credit card statement');
  }
  let number = 0;
  return statements.map((statement) => {
    const warnings: string[] = [];
    const lines: StatementLine[] = [];
    const list = ofxChild(statement, 'BANKTRANLIST');
    if (list?.children.some((child) => child.name === 'TRNAMT' || child.name === 'DTPOSTED')) {
      throw new StatementError('OFX: a <STMTTRN> transaction is never closed (no </STMTTRN>)');
    }
    for (const transaction of list?.children.filter((c) => c.name === 'STMTTRN') ?? []) {
      number++;
      if (ofxValue(transaction, 'CORRECTACTION')?.toUpperCase() === 'DELETE') {
        warnings.push(
          `Transaction ${number} deletes an earlier one (${ofxValue(transaction, 'CORRECTFITID') ?? 'no id'}) and was skipped`,
        );
        continue;
      }
      const line = readTransaction(transaction, number);
      if (!line.fitId)
        warnings.push(
          `Transaction ${number} has no <FITID>; duplicates are found by date, amount and description`,
        );
      lines.push(line);
    }
    const parsed: ParsedStatement = { format: 'ofx', lines, warnings };
    const account = readAccount(statement);
    if (account) parsed.account = account;
    const currency = ofxValue(statement, 'CURDEF');
    if (currency) parsed.currency = currency.toUpperCase();
    return parsed;
  });
}

/** Reads an OFX/QFX file holding one account's statement (several statements of it are merged). */
export function parseOfxStatement(text: string): ParsedStatement {
  const [first, ...rest] = parseOfxStatements(text);
  const key = (s: ParsedStatement) => `${s.account?.bankId ?? ''}/${s.account?.accountId ?? ''}`;
  const others = rest.filter((s) => key(s) !== key(first!));
  if (others.length > 0) {
    const ids = [first!, ...others].map((s) => `…${(s.account?.accountId ?? '?').slice(-4)}`);
    throw new StatementError(
      `OFX: this file holds statements for ${ids.length} accounts (${ids.join(', ')}); import each account separately`,
    );
  }
  return rest.reduce(
    (all, s) => ({
      ...all,
      lines: [...all.lines, ...s.lines],
      warnings: [...all.warnings, ...s.warnings],
    }),
    first!,
  );
}

function readTransaction(node: OfxNode, number: number): StatementLine {
  const where = `in transaction ${number}`;
  const posted = ofxValue(node, 'DTPOSTED');
  if (posted === undefined) throw new StatementError(`OFX: <DTPOSTED> missing ${where}`);
  const date = parseOfxDate(posted);
  if (!date) throw new StatementError(`OFX: <DTPOSTED> "${posted}" ${where} is not a date`);
  const amountText = ofxValue(node, 'TRNAMT');
  if (amountText === undefined) throw new StatementError(`OFX: <TRNAMT> missing ${where}`);
  // ofxtools accepts Euro-style decimal commas in TRNAMT; a lone comma is taken as the decimal mark.
  const decimal = amountText.includes(',') && !amountText.includes('.') ? ',' : '.';
  const amount = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(amountText)
    ? parseAmountCents(amountText, decimal)
    : ({ ok: false, problem: 'is not a number' } as const);
  if (!amount.ok) {
    const problem = amount.problem === 'is not a number' ? 'is not an amount' : amount.problem;
    throw new StatementError(`OFX: <TRNAMT> "${amountText}" ${where} ${problem}`);
  }
  const payee = ofxValue(node, 'NAME') ?? ofxValue(ofxChild(node, 'PAYEE'), 'NAME');
  const memo = ofxValue(node, 'MEMO');
  const line: StatementLine = {
    date,
    description: payee ?? memo ?? ofxValue(node, 'TRNTYPE') ?? '',
    amountCents: amount.cents,
    sourceLine: node.line,
  };
  const fitId = ofxValue(node, 'FITID');
  if (fitId) line.fitId = fitId;
  if (payee) line.payee = payee;
  if (memo) line.memo = memo;
  const checkNumber = ofxValue(node, 'CHECKNUM');
  if (checkNumber) line.checkNumber = checkNumber;
  if (ofxValue(node, 'TRNTYPE')?.toUpperCase() === 'HOLD') line.pending = true;
  return line;
}

function readAccount(statement: OfxNode): StatementAccount | undefined {
  const bank = ofxChild(statement, 'BANKACCTFROM');
  const card = ofxChild(statement, 'CCACCTFROM');
  if (!bank && !card) return undefined;
  const account: StatementAccount = {};
  const bankId = ofxValue(bank, 'BANKID');
  if (bankId) account.bankId = bankId;
  const accountId = ofxValue(bank ?? card, 'ACCTID');
  if (accountId) account.accountId = accountId;
  const type = bank ? ofxValue(bank, 'ACCTTYPE') : 'CREDITCARD';
  if (type) account.type = type;
  return account;
}
