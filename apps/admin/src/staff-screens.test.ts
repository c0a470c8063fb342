import { FEATURES } from '@diy/domain';
import { describe, expect, it } from 'vitest';
import { STAFF_PATHS } from './staff-paths';
import { screenOf, screensFor } from './staff-screens';

describe('staff screens by feature', () => {
  it('a reviewer gets the review screens only; an admin gets every screen', () => {
    expect(screensFor([FEATURES.organiserReview]).map((s) => s.label)).toEqual(['Organiser approval', 'All organisers', 'Event review', 'Ticket types']);
    expect(screensFor([FEATURES.organiserReview, FEATURES.accessManagement]).map((s) => s.label)).toEqual([
      'Organiser approval', 'All organisers', 'Event review', 'Ticket types', 'Users', 'Onboard', 'Audit log',
    ]);
    expect(screensFor([FEATURES.events])).toEqual([]);
  });
  it('finance staff get Payouts, and a batch page belongs to it', () => {
    expect(screensFor([FEATURES.payouts]).map((s) => s.label)).toEqual(['Payouts']);
    expect(screenOf(`${STAFF_PATHS.payouts}/b1`)?.feature).toBe(FEATURES.payouts);
  });
  it('finds the screen of an address, nested pages included', () => {
    expect(screenOf(STAFF_PATHS.users)?.feature).toBe(FEATURES.accessManagement);
    expect(screenOf(`${STAFF_PATHS.eventReview}/d1`)?.label).toBe('Event review');
    expect(screenOf(STAFF_PATHS.home)).toBeUndefined();
  });
});
