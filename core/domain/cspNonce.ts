/**
 * What the web build writes where the page's CSP nonce goes (vite `html.cspNonce`); the server
 * puts a fresh nonce in its place in every index.html it serves.
 */
export const CSP_NONCE_PLACEHOLDER = 'KEEL_CSP_NONCE';
