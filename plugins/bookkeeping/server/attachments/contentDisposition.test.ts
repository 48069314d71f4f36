import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFileName } from './contentDisposition';

describe('attachmentDisposition', () => {
  it('keeps a plain name as it is', () => {
    expect(attachmentDisposition('receipt-01.pdf')).toBe(
      `attachment; filename="receipt-01.pdf"; filename*=UTF-8''receipt-01.pdf`,
    );
  });

  it('cannot be broken out of by quotes, backslashes or line breaks', () => {
    const header = attachmentDisposition('a"; filename="evil.html\r\nX-Injected: 1\\.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a_; filename=_evil.html__X-Injected: 1_.pdf"; ` +
        `filename*=UTF-8''a%22%3B%20filename%3D%22evil.html%0D%0AX-Injected%3A%201%5C.pdf`,
    );
  });

  it('gives the exact Unicode name in filename*', () => {
    expect(attachmentDisposition("Reçu (l'été)*.png")).toBe(
      `attachment; filename="Re_u (l'_t_)*.png"; filename*=UTF-8''Re%C3%A7u%20%28l%27%C3%A9t%C3%A9%29%2A.png`,
    );
  });
});

describe('cleanFileName', () => {
  it('drops paths and control characters and never answers an empty name', () => {
    expect(cleanFileName('C:\\Users\\ada\\receipt.pdf')).toBe('receipt.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('bon\u0000\u001b.png')).toBe('bon.png');
    expect(cleanFileName('  ')).toBe('attachment');
    expect(cleanFileName('..')).toBe('attachment');
    expect(Array.from(cleanFileName('😀'.repeat(300)))).toHaveLength(200);
  });
});
