import { describe, expect, it } from 'vitest';
import { organiserListStatusOf, rejectionRoundSchema } from './staff-history';

describe('the list an organiser belongs in', () => {
  it('follows the organiser and application statuses', () => {
    const of = (organiserStatus: string, applicationStatus: string | null, hasChanges = false) => organiserListStatusOf({ organiserStatus, applicationStatus, hasChanges });
    expect(of('pending', 'submitted')).toBe('pending');
    expect(of('pending', 'under_review')).toBe('pending');
    expect(of('approved', 'approved')).toBe('approved');
    expect(of('approved', 'approved', true)).toBe('under-review');
    expect(of('rejected', 'rejected')).toBe('rejected');
    expect(of('pending', 'partially_rejected')).toBe('rejected');
    expect(of('rejected', null)).toBe('rejected');
  });
});

describe('a past rejection', () => {
  it('names the reviewer and the time', () => {
    const round = { status: 'rejected', kind: 'NEW', items: [{ item: 'pan', label: 'PAN', reasons: ['Mismatch'] }], note: null, rejectedAt: '2026-11-21T10:00:00.000Z', resubmittedAt: null };
    expect(rejectionRoundSchema.safeParse(round).success).toBe(false);
    expect(rejectionRoundSchema.parse({ ...round, rejectedBy: 'reviewer@demo.in' }).rejectedBy).toBe('reviewer@demo.in');
  });
});
