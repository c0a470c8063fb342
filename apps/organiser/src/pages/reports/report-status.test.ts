import { REPORT_TEXTS } from '@diy/domain';
import { describe, expect, it } from 'vitest';
import { emailFailureToast, reportLoadFailure, reportStatusOf, searchedBooking } from './report-status';

const appError = (status: number, code: string, message: string) => ({ status, code, message, shortDesc: message, longDesc: message });

describe('reportStatusOf', () => {
  it.each([
    [{ isUninitialized: true }, 'IDLE'],
    [{ isLoading: true, isFetching: true }, 'IN_PROGRESS'],
    [{ isSuccess: true, data: { totals: {} } }, 'SUCCESS'],
    [{ isSuccess: true, isFetching: true, data: { totals: {} } }, 'SUCCESS'],
    [{ isError: true, error: appError(500, 'ERR.INTERNAL', 'Boom') }, 'SERVER_ISSUE'],
    [{ isError: true, error: appError(404, 'ERR.REPORT.EVENT_NOT_FOUND', 'No event') }, 'ERROR'],
    [{ isError: true, error: appError(0, 'ERR.NETWORK', 'x') }, 'ERROR'],
  ] as const)('%o is %s', (call, status) => {
    expect(reportStatusOf(call)).toBe(status);
  });
});

describe('report failure texts', () => {
  it('e-mail: the server message when it sends one, else the spec default; no answer at all is the e-mailing toast', () => {
    expect(emailFailureToast(appError(409, 'ERR.REPORT.NO_RECIPIENT', 'No e-mail on the profile'))).toBe('No e-mail on the profile');
    expect(emailFailureToast(appError(500, 'ERR.UNKNOWN', 'Something went wrong. Please try again.'))).toBe('Things went south, please try again');
    expect(emailFailureToast(appError(0, 'ERR.NETWORK', 'x'))).toBe(REPORT_TEXTS.emailingFailed);
    expect(emailFailureToast(appError(0, 'ERR.TIMEOUT', 'Timeout Error'))).toBe('Error while emailing the report');
  });
  it('a report that did not load says the server message or the default', () => {
    expect(reportLoadFailure(appError(404, 'ERR.REPORT.EVENT_NOT_FOUND', 'No event with this code in your reports.'))).toBe('No event with this code in your reports.');
    expect(reportLoadFailure(undefined)).toBe('Things went south, please try again');
  });
});

describe('searchedBooking: a search that finds nothing clears the previous result', () => {
  const found = { bookingId: 'DIY7K3M9Q2XWP' };
  it('shows the latest search\'s booking only', () => {
    expect(searchedBooking({ isSuccess: true, data: found, currentData: found } as never)).toBe(found);
    // Not found after a found one: RTK Query still holds the old booking in data.
    expect(searchedBooking({ isError: true, error: appError(404, 'ERR.REPORT.BOOKING_NOT_FOUND', 'No booking'), data: found, currentData: undefined } as never)).toBeNull();
    expect(searchedBooking({ isFetching: true, data: found, currentData: undefined } as never)).toBeNull();
    expect(searchedBooking({ data: found } as never)).toBeNull();
  });
});
