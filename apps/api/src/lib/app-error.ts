import { fieldsSaidOf, type Phrase, phraseOfConstant, said, sayPhrase } from '@pharmatrace/domain';

/**
 * One error vocabulary for the whole API (STYLE.md habit 6): services throw an AppError,
 * the error handler turns it into the JSON contract of DESIGN.md.
 */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNPROCESSABLE_CONTENT'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

const statusByCode: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE_CONTENT: 422,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

/** A message as an AppError takes it: a phrase, or a plain constant of the domain (`phraseOfConstant`). */
export type AppMessage = Phrase | string;

const englishOf = (message: AppMessage) => (typeof message === 'string' ? message : sayPhrase('en', message));
const phraseOf = (message: AppMessage) => (typeof message === 'string' ? phraseOfConstant(message) : message);

export class AppError extends Error {
  readonly statusCode: number;
  /** The message as a phrase (issue #40): the answer's `said`, said in Accept-Language. */
  readonly said: Phrase | undefined;
  /** The field messages in English, as the spec writes them. */
  readonly fields: Record<string, string> | undefined;
  /** The field messages as phrases, for those that have one. */
  readonly fieldsSaid: Record<string, Phrase> | undefined;
  constructor(
    readonly code: AppErrorCode,
    message: AppMessage,
    readonly extra: {
      fields?: Record<string, AppMessage>;
      retryAfterSeconds?: number;
      detailCode?: string;
    } = {},
  ) {
    super(englishOf(message));
    this.name = 'AppError';
    this.statusCode = statusByCode[code];
    this.said = phraseOf(message);
    const fields = extra.fields ? Object.entries(extra.fields) : undefined;
    this.fields = fields && Object.fromEntries(fields.map(([field, text]) => [field, englishOf(text)]));
    this.fieldsSaid =
      fields && fieldsSaidOf(Object.fromEntries(fields.map(([field, text]) => [field, phraseOf(text)])));
  }
}

export const badRequest = (message: AppMessage, fields?: Record<string, AppMessage>) =>
  new AppError('BAD_REQUEST', message, fields ? { fields } : {});
export const unauthorized = (message: AppMessage, detailCode?: string) =>
  new AppError('UNAUTHORIZED', message, detailCode ? { detailCode } : {});
export const forbidden = (message: AppMessage) => new AppError('FORBIDDEN', message);
export const notFound = (message: AppMessage = said('server.notFound')) => new AppError('NOT_FOUND', message);
export const conflict = (message: AppMessage) => new AppError('CONFLICT', message);
export const tooManyRequests = (message: AppMessage, retryAfterSeconds: number) =>
  new AppError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });

/** A plain acknowledgement (`messageResponseSchema`): the spec's English, and its phrase (issue #40). */
export const answerOf = (message: Phrase) => ({ message: sayPhrase('en', message), said: message });
