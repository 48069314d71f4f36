import { StatementError } from '../statementError';

/** An OFX element: aggregates have children, leaves a text value. */
export interface OfxNode {
  name: string;
  value?: string;
  children: OfxNode[];
  /** The file line its opening tag is on (1-based). */
  line: number;
}

const TAG = /<([^<>]*)>/g;
const CLOSING = /<\/\s*([A-Za-z0-9._-]+)\s*>/g;
const ENTITY = /&(amp|lt|gt|quot|apos|nbsp|#\d+|#x[0-9a-f]+);/gi;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Reads OFX 1.x SGML (leaves without closing tags) or 2.x XML into one element tree. */
export function readOfxTree(text: string): OfxNode {
  const start = text.search(/<OFX[\s>]/i);
  if (start < 0)
    throw new StatementError('This file is not a bank statement: no <OFX> element found');
  const body = text.slice(start).replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ''));
  // SGML leaves have no closing tag; an element is an aggregate if it is ever closed.
  const closedNames = new Set<string>();
  for (const match of body.matchAll(CLOSING)) closedNames.add(match[1]!.toUpperCase());

  const root: OfxNode = { name: '#root', children: [], line: 1 };
  const stack: OfxNode[] = [root];
  let line = countLines(text, 0, start) + 1;
  let last = 0;
  for (const match of body.matchAll(TAG)) {
    const content = body.slice(last, match.index).trim();
    line += countLines(body, last, match.index);
    last = match.index + match[0].length;
    const top = stack.at(-1)!;
    if (content !== '' && top !== root && top.children.length === 0) top.value = decode(content);
    const tag = match[1]!.trim();
    if (tag.startsWith('?') || tag.startsWith('!')) continue;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim().toUpperCase();
      const at = stack.findLastIndex((node) => node.name === name);
      if (at > 0) stack.length = at;
      continue;
    }
    const name = (tag.split(/\s/, 1)[0] ?? '').replace(/\/$/, '').toUpperCase();
    if (isOpenLeaf(top, closedNames)) stack.pop();
    const node: OfxNode = { name, children: [], line };
    line += countLines(match[0], 0, match[0].length);
    stack.at(-1)!.children.push(node);
    if (!tag.endsWith('/')) stack.push(node);
  }
  const trailing = body.slice(last).trim();
  const top = stack.at(-1)!;
  if (trailing !== '' && top !== root && top.children.length === 0) top.value = decode(trailing);
  return root;
}

/** An element still on the stack that can hold no children: it has text, or is never closed. */
function isOpenLeaf(node: OfxNode, closedNames: ReadonlySet<string>): boolean {
  return (
    node.value !== undefined ||
    (node.children.length === 0 && !closedNames.has(node.name) && node.name !== '#root')
  );
}

function decode(text: string): string {
  return text.replace(ENTITY, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : +entity.slice(1);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[entity.toLowerCase()] ?? whole;
  });
}

function countLines(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/** The first direct child with this name. */
export function ofxChild(node: OfxNode | undefined, name: string): OfxNode | undefined {
  return node?.children.find((child) => child.name === name);
}

/** The trimmed text of the first direct child with this name, if it has any. */
export function ofxValue(node: OfxNode | undefined, name: string): string | undefined {
  const value = ofxChild(node, name)?.value?.trim();
  return value === '' ? undefined : value;
}

/** Every element with one of these names below a node, in document order. */
export function ofxFindAll(node: OfxNode, names: readonly string[]): OfxNode[] {
  const found: OfxNode[] = [];
  const visit = (current: OfxNode) => {
    for (const child of current.children) {
      if (names.includes(child.name)) found.push(child);
      else visit(child);
    }
  };
  visit(node);
  return found;
}
