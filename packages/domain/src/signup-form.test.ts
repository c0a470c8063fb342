import { describe, expect, it } from 'vitest';
import { BANK_NAME_PATTERN } from './identity-validation';
import { ACCOUNT_STEPS } from './identity-messages';
import { orgDescriptionSchema, updateProfileSchema } from './profile';
import {
  BANK_LIST, DUPLICATE_MESSAGES, signupStepRoute, STATE_LIST, stepReached, userDetailsDraftSchema,
} from './signup-form';

describe('sign-up form contract', () => {
  it('maps the server steps to the account routes in order', () => {
    expect(signupStepRoute('STEP2')).toBe(ACCOUNT_STEPS[0].path);
    expect(signupStepRoute('STEP3')).toBe(ACCOUNT_STEPS[1].path);
    expect(signupStepRoute('STEP4')).toBe(ACCOUNT_STEPS[2].path);
    expect(signupStepRoute('DONE')).toBe('/create-account/acknowledgement');
    expect(stepReached('STEP3', 'STEP2')).toBe(true);
    expect(stepReached('STEP3', 'STEP4')).toBe(false);
  });

  it('lists states and union territories only, with their GST codes', () => {
    expect(STATE_LIST.find((s) => s.code === '27')).toEqual({ code: '27', name: 'Maharashtra', kind: 'state' });
    expect(STATE_LIST.find((s) => s.code === '07')?.kind).toBe('union territory');
    expect(STATE_LIST.some((s) => ['96', '97', '99'].includes(s.code))).toBe(false);
    expect(STATE_LIST.length).toBe(38);
  });

  it('has bank names that pass the bank name rule, with four-letter IFSC prefixes', () => {
    expect(BANK_LIST.length).toBeGreaterThan(40);
    for (const b of BANK_LIST) {
      expect(b.name).toMatch(BANK_NAME_PATTERN);
      expect(b.ifscPrefix).toMatch(/^[A-Z]{4}$/);
    }
    expect(new Set(BANK_LIST.map((b) => b.name)).size).toBe(BANK_LIST.length);
  });

  it('keeps the spec texts', () => {
    expect(DUPLICATE_MESSAGES.gst).toBe('Duplicate GST No');
    expect(userDetailsDraftSchema.safeParse({ pan: 'x' }).success).toBe(true);
    expect(userDetailsDraftSchema.safeParse({ pan: 'x'.repeat(201) }).success).toBe(false);
  });

  it('validates profile updates and descriptions', () => {
    expect(updateProfileSchema.safeParse({ name: 'Riya Sharma', email: 'riya@example.in' }).success).toBe(true);
    expect(updateProfileSchema.safeParse({ name: 'R1ya', email: 'riya@example.in' }).error?.issues[0]?.message).toBe(
      'Please enter a valid full name',
    );
    expect(orgDescriptionSchema.safeParse({ description: 'We run comedy nights ★' }).success).toBe(false);
    expect(orgDescriptionSchema.safeParse({ description: 'a'.repeat(1001) }).success).toBe(false);
  });
});
