/** Thrown by `files.put` when a body passes its size limit; nothing was stored. */
export class FileTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The file is larger than ${limitBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}
