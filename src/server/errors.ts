import { type AppErrorCode, ERROR_STATUS } from '#shared/contracts/errors.ts';

/** The one error type services throw; the error handler turns it into `{ code, message }`. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}
