import { describe, expect, it } from 'vitest';
import { ApiError, type ApiFailure, classifyApiError, ignoredErrorMessage } from './api-error';

const answer = (status: number, body: unknown): ApiFailure => ({ kind: 'http', status, body });
const envelope = (type: string | undefined, message: string, error: string) => ({
  data: null,
  meta: type === undefined ? { message } : { message, type },
  error,
});

describe('classifyApiError (spec section 8)', () => {
  it('sends a not-found answer to /talent/404', () => {
    expect(classifyApiError(answer(404, envelope('NOT_FOUND', 'Not found', 'Job 9 does not exist')))).toEqual(
      {
        kind: 'go-to-not-found',
      },
    );
  });

  it('ends an expired session', () => {
    expect(classifyApiError(answer(401, envelope('SESSION_EXPIRED', 'Session expired', 'expired')))).toEqual({
      kind: 'session-expired',
    });
  });

  it('says nothing about the recommendation service failing', () => {
    expect(classifyApiError(answer(500, envelope('INTERNAL_ERROR', ignoredErrorMessage, 'x')))).toEqual({
      kind: 'ignore',
    });
    expect(classifyApiError(answer(502, { error: ignoredErrorMessage }))).toEqual({ kind: 'ignore' });
  });

  it('tells about a missing answer or a timeout', () => {
    expect(classifyApiError({ kind: 'no-response' })).toEqual({ kind: 'no-response' });
    expect(classifyApiError({ kind: 'timeout' })).toEqual({ kind: 'no-response' });
  });

  it("prefers the screen's own message", () => {
    const reaction = classifyApiError(answer(409, envelope('CONFLICT', 'Conflict', 'Already applied')), {
      customMessage: 'Could not apply',
    });
    expect(reaction).toEqual({ kind: 'show-message', message: 'Could not apply', report: false });
  });

  it('shows meta.message for a status of 500 and above, else the error field', () => {
    expect(classifyApiError(answer(500, envelope('INTERNAL_ERROR', 'Server is down', 'stack')))).toEqual({
      kind: 'show-message',
      message: 'Server is down',
      report: false,
    });
    expect(classifyApiError(answer(409, envelope('CONFLICT', 'Conflict', 'You already applied')))).toEqual({
      kind: 'show-message',
      message: 'You already applied',
      report: false,
    });
  });

  it('reports a 400 or 404 that has no meta.type', () => {
    expect(classifyApiError(answer(400, envelope(undefined, 'Bad', 'Bad request')))).toMatchObject({
      report: true,
    });
    expect(classifyApiError(answer(404, '<html>Not Found</html>'))).toMatchObject({
      kind: 'show-message',
      report: true,
    });
    expect(classifyApiError(answer(400, envelope('VALIDATION_ERROR', 'Invalid', 'Invalid')))).toMatchObject({
      report: false,
    });
    expect(classifyApiError(answer(403, envelope(undefined, 'No', 'Forbidden')))).toMatchObject({
      report: false,
    });
  });

  it('leaves the text to the app when the answer carries none', () => {
    expect(classifyApiError(answer(503, null))).toEqual({
      kind: 'show-message',
      message: null,
      report: false,
    });
  });
});

describe('ApiError', () => {
  it('exposes the type and the field reasons of an error answer', () => {
    const error = new ApiError(
      answer(400, {
        ...envelope('VALIDATION_ERROR', 'Invalid', 'Invalid'),
        fields: { 'TalentEducation.0.GPA': 'Too high' },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.type).toBe('VALIDATION_ERROR');
    expect(error.fields).toEqual({ 'TalentEducation.0.GPA': 'Too high' });
  });
});
