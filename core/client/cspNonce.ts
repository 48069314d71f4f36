import { setNonce } from 'get-nonce';
import { CSP_NONCE_PLACEHOLDER } from '../domain/cspNonce';

/**
 * The nonce the server's Content-Security-Policy allows for <style> elements, from the page's
 * `<meta property="csp-nonce">`; undefined where the page has none (tests, the dev server).
 */
export function cspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide a nonce attribute's value once parsed; the property keeps it.
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce && nonce !== CSP_NONCE_PLACEHOLDER ? nonce : undefined;
}

/** Gives the nonce to the libraries that add <style> elements (Radix's scroll lock). */
export function shareCspNonce(): void {
  const nonce = cspNonce();
  if (nonce) setNonce(nonce);
}
