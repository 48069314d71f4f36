/** A non-OK answer of the API: message `{status}: {body}` as the spec says, plus parsed details. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** The one-sentence `error` of a JSON body, when there is one. */
  readonly error: string | undefined;
  /** Per-field messages of a 400 answer. */
  readonly fields: Record<string, string>;
  /** Extra flags the server sends, e.g. `twoFactorRequired`. */
  readonly data: Record<string, unknown>;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    let parsed: Record<string, unknown> = {};
    try {
      const value: unknown = JSON.parse(body);
      if (value && typeof value === 'object' && !Array.isArray(value))
        parsed = value as Record<string, unknown>;
    } catch {
      // Not JSON: keep the text only.
    }
    this.data = parsed;
    this.error = typeof parsed.error === 'string' ? parsed.error : undefined;
    const fields: Record<string, string> = {};
    if (parsed.fields && typeof parsed.fields === 'object') {
      for (const [k, v] of Object.entries(parsed.fields)) if (typeof v === 'string') fields[k] = v;
    }
    this.fields = fields;
  }
}

/** True when `e` is an ApiError with the given status. */
export function isApiError(e: unknown, status?: number): e is ApiError {
  return e instanceof ApiError && (status === undefined || e.status === status);
}
