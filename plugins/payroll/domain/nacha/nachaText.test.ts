import { describe, expect, it } from 'vitest';
import { nachaTextSchema, toNachaText } from './nachaText';

describe('toNachaText (formats 1a: ASCII above 0x1F, upper case)', () => {
  it('upper-cases ASCII and keeps its punctuation', () => {
    expect(toNachaText("Mary-Jane O'Brien & Co. #2")).toEqual({
      ok: true,
      text: "MARY-JANE O'BRIEN & CO. #2",
    });
  });

  it('drops accents, spells letters without an ASCII form, straightens quotes', () => {
    expect(toNachaText('Zoë Núñez-Çelik Ångström')).toEqual({
      ok: true,
      text: 'ZOE NUNEZ-CELIK ANGSTROM',
    });
    expect(toNachaText('Weiß Œuvre Þór Łódź')).toEqual({
      ok: true,
      text: 'WEISS OEUVRE THOR LODZ',
    });
    expect(toNachaText('O’Neil – ﬁnance')).toEqual({ ok: true, text: "O'NEIL - FINANCE" });
  });

  it('refuses control characters and scripts with no ASCII form', () => {
    expect(toNachaText('a\nb')).toEqual({ ok: false, char: '\n' });
    expect(toNachaText('Ivan Петров')).toEqual({ ok: false, char: 'П' });
    expect(toNachaText('Bob 🙂')).toEqual({ ok: false, char: '🙂' });
    expect(toNachaText('DEL\u007f')).toEqual({ ok: false, char: '\u007f' });
  });
});

describe('nachaTextSchema', () => {
  const name = nachaTextSchema('Name', 5, { overflow: 'truncate', required: true });
  const id = nachaTextSchema('ID', 5, { overflow: 'refuse', required: false });

  it('fits text to the field or refuses it', () => {
    expect(name.parse('  abcdefgh ')).toBe('ABCDE');
    expect(name.parse('abcd efgh')).toBe('ABCD');
    expect(id.parse('')).toBe('');
    expect(id.safeParse('abcdef').error?.issues[0]?.message).toBe(
      'ID must be at most 5 characters',
    );
    expect(name.safeParse('  ').error?.issues[0]?.message).toBe('Name is required');
    expect(name.safeParse('000').error?.issues[0]?.message).toBe('Name must not be all zeros');
  });
});
