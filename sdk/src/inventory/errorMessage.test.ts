import { HttpError, ValidationError } from '@palisade/sdk';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './errorMessage';

describe('errorMessage', () => {
  it('names each refused field with the reason the server gave', () => {
    const error = new ValidationError('GET /bff/api/alerts/v1/alerts/export.csv failed with 400: Invalid request fields: commit', {
      status: 400, serverMessage: 'Invalid request fields: commit', fields: [{ path: 'commit', message: 'Give at least 4 characters of the commit' }] });
    expect(errorMessage(error)).toBe('commit: Give at least 4 characters of the commit');
  });

  it("prefers the server's sentence to the log line, and falls back to the error's message", () => {
    expect(errorMessage(new HttpError('POST /x failed with 500: Database unavailable', { serverMessage: 'Database unavailable' }))).toBe('Database unavailable');
    expect(errorMessage(new HttpError('GET /x failed: the server could not be reached'))).toBe('GET /x failed: the server could not be reached');
    expect(errorMessage(new Error('boom'))).toBe('boom');
  });
});
