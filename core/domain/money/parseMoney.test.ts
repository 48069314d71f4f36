import { describe, expect, it } from 'vitest';
import { parseMoney } from './parseMoney';

describe('parseMoney', () => {
  it.each([
    ['12.10', 1210],
    ['-0.5', -50],
    ['1,234.56', 123456],
    ['$1,234.56', 123456],
    ['(12.00)', -1200],
    ['($1,000)', -100000],
    ['-$12.00', -1200],
    ['$-12.00', -1200],
    ['+3', 300],
    ['.07', 7],
    ['5.', 500],
    ['  42  ', 4200],
    ['-0', 0],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('parses %j exactly', (text, cents) => {
    expect(Object.is(parseMoney(text), cents)).toBe(true);
  });

  it.each([
    ['', 'Amount is empty'],
    ['   ', 'Amount is empty'],
    ['abc', 'Amount "abc" is not a number'],
    ['12.345', 'Amount "12.345" has more than 2 decimal places'],
    ['1,23.00', 'is not a number'],
    ['1e5', 'is not a number'],
    ['--1', 'is not a number'],
    ['-(1)', 'is not a number'],
    ['$', 'is not a number'],
    ['.', 'is not a number'],
    ['90071992547409.92', 'is too large'],
  ])('rejects %j with a clear message', (text, message) => {
    expect(() => parseMoney(text)).toThrow(message);
  });

  it.each([
    [12.1, 1210],
    [0.1, 10],
    [-0.29, -29],
    [1234.56, 123456],
    [12345678901.23, 1234567890123],
    [-0, 0],
  ])('parses the number %d', (value, cents) => {
    expect(Object.is(parseMoney(value), cents)).toBe(true);
  });

  it.each([
    [Number.NaN, 'not a finite number'],
    [Number.POSITIVE_INFINITY, 'not a finite number'],
    [1.005, 'more than 2 decimal places'],
    [0.001, 'more than 2 decimal places'],
    [1e20, 'too large'],
  ])('rejects the number %d', (value, message) => {
    expect(() => parseMoney(value)).toThrow(message);
  });
});
