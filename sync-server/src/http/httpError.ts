/** An error that becomes a JSON answer: `status` and `body` as given. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.error === 'string' ? body.error : `HTTP ${status}`);
  }
}

/** 401 Not signed in. */
export const notSignedIn = () => new HttpError(401, { error: 'Not signed in' });
/** 404 for anything the user may not see. */
export const notFound = (what = 'Not found') => new HttpError(404, { error: what });
/** 403 when the role may not do this. */
export const forbidden = (error = 'Your role does not allow this') => new HttpError(403, { error });
