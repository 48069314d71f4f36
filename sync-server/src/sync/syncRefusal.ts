/**
 * Why a connection is closed because of what it sent: the close code and reason the client gets,
 * and the detail the server logs (a reason travels in a close frame, at most 123 bytes).
 */
export class SyncRefusal extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
    detail: string = reason,
  ) {
    super(detail);
    this.name = 'SyncRefusal';
  }
}
