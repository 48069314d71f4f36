import { SIMPLEFIN_MESSAGES, SimpleFinError } from './simpleFinError';
import {
  DEFAULT_TIMEOUT_MS,
  assertSecureUrl,
  checkedAddresses,
  sendSimpleFinRequest,
  type SimpleFinHttpOptions,
} from './simpleFinHttp';

/** Settings for claiming a setup token. */
export type ClaimOptions = SimpleFinHttpOptions;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
// A claim URL is short; a "token" this long is something else pasted by mistake.
const MAX_TOKEN_LENGTH = 4000;
// The access URL the claim answers with is short too.
const MAX_CLAIM_ANSWER_BYTES = 4096;

function notAToken(): SimpleFinError {
  return new SimpleFinError(SIMPLEFIN_MESSAGES.notAToken, 400, 'not_a_token');
}

/**
 * The claim URL inside a SimpleFIN setup token (Base64 of the URL). Whitespace and line breaks
 * from copying are dropped, missing padding and the URL-safe alphabet are tolerated; anything that
 * does not decode to an http(s) URL is refused with 'This is not a SimpleFIN setup token'.
 */
export function decodeSetupToken(token: string): URL {
  const compact = token.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (compact === '' || compact.length > MAX_TOKEN_LENGTH || !BASE64.test(compact))
    throw notAToken();
  const unpadded = compact.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) throw notAToken();
  const padded = unpadded.padEnd(Math.ceil(unpadded.length / 4) * 4, '=');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(padded, 'base64')).trim();
  } catch {
    throw notAToken();
  }
  if (!/^https?:\/\/\S+$/i.test(text) || !URL.canParse(text)) throw notAToken();
  const url = new URL(text);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '')
    throw notAToken();
  return url;
}

/**
 * Reads a SimpleFIN access URL: http(s), with a user name and password, no fragment. Returns null
 * when the text is not one (callers choose the message, which must never echo the text).
 */
export function parseAccessUrl(text: string): URL | null {
  const trimmed = text.trim();
  if (!/^https?:\/\/\S+$/i.test(trimmed) || !URL.canParse(trimmed)) return null;
  const url = new URL(trimmed);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username === '' || url.password === '' || url.hostname === '' || url.hash !== '')
    return null;
  try {
    decodeURIComponent(url.username);
    decodeURIComponent(url.password);
  } catch {
    return null;
  }
  return url;
}

/**
 * Claims a SimpleFIN setup token and returns the access URL (which holds Basic-auth credentials:
 * store it as securely as the bank data itself). The token's URL must be https and, unless
 * options.allowPrivateHosts is set, resolve only to public addresses; the connection is pinned to
 * the addresses checked. A claim works once: a 403 means it was already claimed (or never existed)
 * and the user is told the bank data may be compromised. The access URL answered is checked the
 * same way (https, public host) before it is returned.
 */
export async function claimSetupToken(token: string, options: ClaimOptions = {}): Promise<string> {
  const claimUrl = decodeSetupToken(token);
  assertSecureUrl(claimUrl, options, 'The setup token');
  const addresses = await checkedAddresses(claimUrl, options, SIMPLEFIN_MESSAGES.tokenPrivate);
  const answer = await sendSimpleFinRequest({
    url: claimUrl,
    method: 'POST',
    headers: { 'Content-Length': '0' },
    addresses,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxBytes: MAX_CLAIM_ANSWER_BYTES,
  });
  if (answer.status === 403)
    throw new SimpleFinError(SIMPLEFIN_MESSAGES.alreadyClaimed, 400, 'already_claimed');
  if (answer.status < 200 || answer.status > 299)
    throw new SimpleFinError(
      `SimpleFIN at ${claimUrl.host} could not claim the setup token (HTTP ${answer.status})`,
      502,
      'claim_failed',
    );
  const accessUrl = parseAccessUrl(answer.body);
  if (!accessUrl)
    throw new SimpleFinError(
      `SimpleFIN at ${claimUrl.host} answered the claim without an access URL`,
      502,
      'bad_answer',
    );
  assertSecureUrl(accessUrl, options, 'The SimpleFIN access URL');
  await checkedAddresses(accessUrl, options, SIMPLEFIN_MESSAGES.accessPrivate);
  return accessUrl.href;
}
