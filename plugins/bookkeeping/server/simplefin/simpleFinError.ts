/** Why a SimpleFIN step failed, for code that branches on it (the message is for the user). */
export type SimpleFinErrorCode =
  | 'not_a_token'
  | 'insecure_url'
  | 'private_address'
  | 'already_claimed'
  | 'claim_failed'
  | 'not_an_access_url'
  | 'access_denied'
  | 'payment_required'
  | 'unreachable'
  | 'timeout'
  | 'bad_answer';

/** The HTTP status a route should answer with when it passes a SimpleFinError on. */
export type SimpleFinErrorStatus = 400 | 403 | 502 | 504;

/**
 * Every message the SimpleFIN connector shows a user. Messages never hold an access URL, its
 * credentials, a claim URL or a response body that could carry them: only hosts and statuses.
 */
export class SimpleFinError extends Error {
  override readonly name = 'SimpleFinError';

  constructor(
    message: string,
    readonly status: SimpleFinErrorStatus,
    readonly code: SimpleFinErrorCode,
  ) {
    super(message);
  }
}

/** The messages more than one module (or a test) needs word for word. */
export const SIMPLEFIN_MESSAGES = {
  notAToken: 'This is not a SimpleFIN setup token',
  tokenPrivate: 'The setup token points at a private network address',
  accessPrivate: 'The SimpleFIN access URL points at a private network address',
  alreadyClaimed:
    'This setup token was already claimed or does not exist. If you did not claim it, your bank data may be compromised: create a new token.',
  notAnAccessUrl: 'This is not a SimpleFIN access URL',
  invalidAccess: 'Invalid SimpleFIN access token',
} as const;
