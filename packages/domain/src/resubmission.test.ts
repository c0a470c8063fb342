import { describe, expect, it } from 'vitest';
import { editableItems, firstRejectedStep, isItemEditable, reasonsFor, rejectionByStep, rejectionLine } from './resubmission';
import type { ApplicationRejection } from './application-review';

const rejection = (status: ApplicationRejection['status'], items: [string, string | null, string[]][]): ApplicationRejection => ({
  status,
  items: items.map(([item, step, reasons]) => ({ item, label: item, step, reasons })),
  note: null,
  rejectedAt: '2026-01-01T00:00:00.000Z',
});

describe('resubmission rules', () => {
  it('a draft and a full rejection reopen everything; a partial rejection only its items; a submitted application nothing', () => {
    expect(editableItems('draft', null)).toBe('all');
    expect(editableItems('rejected', rejection('rejected', [['pan', 'STEP2', ['x']]]))).toBe('all');
    expect(editableItems('submitted', null)).toBe('none');
    const partial = editableItems('partially_rejected', rejection('partially_rejected', [['email', 'STEP2', ['x']], ['panCard', 'STEP3', ['y']]]));
    expect(isItemEditable(partial, 'email')).toBe(true);
    expect(isItemEditable(partial, 'panCard')).toBe(true);
    expect(isItemEditable(partial, 'address')).toBe(false);
    expect(isItemEditable(partial, 'gstCertificate')).toBe(false);
  });

  it('a rejected GSTIN also reopens its certificate (a new number needs one)', () => {
    const partial = editableItems('partially_rejected', rejection('partially_rejected', [['gstin', 'STEP2', ['wrong state']]]));
    expect(isItemEditable(partial, 'gstCertificate')).toBe(true);
  });

  it('groups the reasons by step in form order and finds the first rejected step', () => {
    const r = rejection('rejected', [['agreement', 'STEP4', ['Unsigned']], ['panCard', 'STEP3', ['Blurred']], ['bankDetails', null, ['IFSC']]]);
    expect(rejectionByStep(r).map((g) => [g.step, g.items.map((i) => i.item)])).toEqual([
      ['STEP2', ['bankDetails']],
      ['STEP3', ['panCard']],
      ['STEP4', ['agreement']],
    ]);
    expect(firstRejectedStep(r)).toBe('STEP2');
    expect(firstRejectedStep(rejection('partially_rejected', [['agreement', 'STEP4', ['x']]]))).toBe('STEP4');
    expect(firstRejectedStep(null)).toBe('STEP2');
    expect(reasonsFor(r, 'panCard')).toEqual(['Blurred']);
    expect(reasonsFor(r, 'pan')).toEqual([]);
    expect(rejectionLine(['Blurred', 'Cut off'])).toBe('Rejected by the reviewer: Blurred; Cut off');
    expect(rejectionLine([])).toBeNull();
  });
});
