import { describe, expect, it } from 'vitest';
import { resolveServices } from './resolveServices';

const plugin = (id: string, provides: string[] = [], uses: string[] = []) => ({
  id,
  provides,
  uses,
});

describe('resolveServices', () => {
  it('starts every plugin whose used services are provided, by core or a plugin', () => {
    const result = resolveServices(
      [plugin('tax', [], ['books.ledger', 'core.jobs']), plugin('books', ['books.ledger'])],
      ['core.jobs'],
    );
    expect(result.enabled).toEqual(['tax', 'books']);
    expect(result.refused).toEqual([]);
    expect(result.providers.get('books.ledger')).toBe('books');
    expect(result.providers.get('core.jobs')).toBe('core');
  });

  it('refuses a plugin whose used service nobody provides, naming the service', () => {
    const result = resolveServices([plugin('tax', [], ['books.ledger'])], []);
    expect(result.enabled).toEqual([]);
    expect(result.refused).toEqual([
      {
        pluginId: 'tax',
        reason:
          'Plugin tax is off: it uses the service books.ledger, which no installed plugin provides',
      },
    ]);
  });

  it('cascades: a plugin using the service of a refused plugin is refused too, and its services go', () => {
    const result = resolveServices(
      [
        plugin('assistant', [], ['tax.liabilities']),
        plugin('tax', ['tax.liabilities'], ['books.ledger']),
      ],
      [],
    );
    expect(result.enabled).toEqual([]);
    expect(result.refused.map((r) => r.reason)).toEqual([
      'Plugin assistant is off: it uses the service tax.liabilities, whose provider tax is off',
      'Plugin tax is off: it uses the service books.ledger, which no installed plugin provides',
    ]);
    expect(result.providers.has('tax.liabilities')).toBe(false);
  });

  it('lets two plugins use each other', () => {
    const result = resolveServices(
      [plugin('a', ['a.one'], ['b.two']), plugin('b', ['b.two'], ['a.one'])],
      [],
    );
    expect(result.enabled).toEqual(['a', 'b']);
  });
});
