import { describe, expect, it } from 'vitest';
import { formatSchemaQuery, outdatedPlugins, parseSchemaQuery } from './schemaVersions';

const manifests = [
  { id: 'core', schemaVersion: 0 },
  { id: 'dashboard', schemaVersion: 1 },
];

describe('schema versions on connect', () => {
  it('formats plugin versions in manifest order', () => {
    expect(formatSchemaQuery(manifests)).toBe('core:0,dashboard:1');
    expect(formatSchemaQuery([])).toBe('');
  });

  it('parses what it formats, and an empty query as none stated', () => {
    expect(parseSchemaQuery(formatSchemaQuery(manifests))).toEqual({ core: 0, dashboard: 1 });
    expect(parseSchemaQuery('')).toEqual({});
  });

  it.each([
    'core',
    'core:',
    ':1',
    'core:1,',
    'core:-1',
    'core:1.5',
    'core:01',
    'Core:1',
    'core:1,core:2',
    'a b:1',
    'core:1;x:2',
  ])('rejects %j', (text) => expect(parseSchemaQuery(text)).toBeNull());

  it('names the plugins whose client version is behind, ignoring unstated and newer ones', () => {
    const server = [...manifests, { id: 'payroll', schemaVersion: 3 }];
    expect(outdatedPlugins({ core: 0, dashboard: 0, payroll: 3 }, server)).toEqual(['dashboard']);
    expect(outdatedPlugins({ core: 0, dashboard: 2 }, server)).toEqual([]);
    expect(outdatedPlugins({}, server)).toEqual([]);
    expect(outdatedPlugins({ dashboard: 0, payroll: 1 }, server)).toEqual(['dashboard', 'payroll']);
  });
});
