import { GENERIC_ERROR_MESSAGE } from '@diy/domain';
import { describe, expect, it } from 'vitest';
import { errorMessage, isAppError } from './api-error';
import { toAppError } from './api-error-reader';
import { nextEventPage } from './events';

describe('toAppError', () => {
  it.each([
    ['timeout', { status: 'TIMEOUT_ERROR', error: 'x' } as const, { status: 0, code: 'ERR.TIMEOUT', message: 'Timeout Error' }],
    ['network', { status: 'FETCH_ERROR', error: 'x' } as const, { status: 0, code: 'ERR.NETWORK', message: GENERIC_ERROR_MESSAGE }],
    ['unparseable body', { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' } as const, { status: 502, message: GENERIC_ERROR_MESSAGE }],
    ['non-envelope body', { status: 500, data: { oops: true } }, { status: 500, code: 'ERR.UNKNOWN', message: GENERIC_ERROR_MESSAGE }],
    [
      'error envelope',
      { status: 401, data: { status: 401, errors: { code: 'ERR.SESSION.EXPIRED', message: 'Expired', shortDesc: 's', longDesc: 'l' } } },
      { status: 401, code: 'ERR.SESSION.EXPIRED', message: 'Expired', shortDesc: 's', longDesc: 'l' },
    ],
    [
      'status in the body wins',
      { status: 200, data: { status: 403, errors: { code: 'ERR.FORBIDDEN', message: 'No', shortDesc: 'No', longDesc: 'No' } } },
      { status: 403, code: 'ERR.FORBIDDEN' },
    ],
  ])('maps a %s error', (_name, input, expected) => {
    expect(toAppError(input)).toMatchObject(expected);
  });

  it.each([
    [{ status: 400, code: 'X', message: 'Bad', shortDesc: '', longDesc: '' }, 'Bad'],
    [{ status: 400, code: 'X', message: '', shortDesc: '', longDesc: '' }, 'fallback'],
    [new Error('boom'), 'fallback'],
    [null, 'fallback'],
  ])('errorMessage(%j) is %s', (value, expected) => {
    expect(errorMessage(value, 'fallback')).toBe(expected);
    expect(isAppError(value)).toBe(expected === 'Bad' || (value !== null && typeof value === 'object' && 'code' in value));
  });
});

describe('nextEventPage', () => {
  const page = (start: number, length: number, total: number) => ({
    start,
    limit: 25,
    total,
    list: Array.from({ length }, (_, i) => ({
      draftId: `d${start + i}`, eventCode: null, title: 't', status: 'draft' as const, category: null, city: null,
      venueName: null, showTime: null, bannerUrl: null, goLiveBy: null, updatedAt: '2026-01-01T00:00:00.000Z',
    })),
  });
  it.each([
    [page(0, 25, 32), 25],
    [page(25, 7, 32), undefined],
    [page(0, 25, 25), undefined],
    [page(0, 0, 0), undefined],
    [page(50, 25, 200), 75],
  ])('after start %# the next start is %s', (last, expected) => {
    expect(nextEventPage(last)).toBe(expected);
  });
});
