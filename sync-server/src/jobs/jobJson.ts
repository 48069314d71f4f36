/** The most a job's input or result may weigh as JSON (the API's body limit). */
export const JOB_JSON_LIMIT = 1024 * 1024;

/**
 * `value` as plain JSON (what storing and reading it back gives: no undefined, Dates as text), or
 * an error naming `what` when it is not JSON or is larger than the limit.
 */
export function toStoredJson(value: unknown, what: string): unknown {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (error) {
    throw new Error(`The job's ${what} is not JSON: ${String(error)}`, { cause: error });
  }
  if (text === undefined) return null;
  if (text.length > JOB_JSON_LIMIT) throw new Error(`The job's ${what} is larger than 1 MB`);
  return JSON.parse(text) as unknown;
}
