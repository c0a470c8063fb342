import { describe, expect, it } from 'vitest';
import { STATE_LIST, SIGNUP_STEPS, signupFormSchema } from './signup-form';
import {
  ADMIN_ROLES, approveOrganiserSchema, AUDIT_ACTIONS, auditQuerySchema, bdRegionOf, BD_MANAGERS, BD_REGIONS,
  eventRejectSchema, organiserListStatusSchema, pageQuerySchema, rejectOrganiserSchema,
  REVIEW_ROLES, STAFF_ROUTES, STAFF_TEXTS, staffPath, usernameBodySchema,
} from './staff';
import { eventCodeSearch, groupsForRoles, IAM_GROUPS, rolesForGroups, userAccessSchema } from './staff-access';
import { PAYOUT_ROUTES } from './payouts';
import { APPLICATION_REVIEW_ITEMS, reopenStep, REVIEW_ITEMS, reviewItemSchema } from './application-review';
import { REVIEW_TEXTS, STAFF_MESSAGES } from './identity-messages';

describe('organiser list statuses', () => {
  it.each([
    ['pending', 'pending'],
    ['PENDING', 'pending'],
    ['approved', 'approved'],
    ['REJECTED', 'rejected'],
    ['UNDER-REVIEW', 'under-review'],
    ['under_review', 'under-review'],
  ])('%s reads as %s', (input, expected) => {
    expect(organiserListStatusSchema.parse(input)).toBe(expected);
  });
  it.each(['draft', '', 'all'])('refuses %j', (input) => {
    expect(organiserListStatusSchema.safeParse(input).success).toBe(false);
  });
});

describe('page query', () => {
  it.each([
    [{}, { limit: 10, offset: 0 }],
    [{ limit: '25', offset: '50' }, { limit: 25, offset: 50 }],
    [{ search: '  Mumbai ' }, { limit: 10, offset: 0, search: 'Mumbai' }],
  ])('%j parses as %j', (input, expected) => {
    expect(pageQuerySchema.parse(input)).toEqual(expected);
  });
  it.each([{ limit: '0' }, { limit: '101' }, { offset: '-1' }])('refuses %j', (input) => {
    expect(pageQuerySchema.safeParse(input).success).toBe(false);
  });
});

describe('review items and the step an application reopens at', () => {
  it('every item names a sign-up step', () => {
    for (const item of APPLICATION_REVIEW_ITEMS) expect(SIGNUP_STEPS).toContain(REVIEW_ITEMS[item].step);
  });
  it.each([
    [['agreement'], 'STEP4'],
    [['panCard', 'agreement'], 'STEP3'],
    [['agreement', 'bankDetails', 'gstCertificate'], 'STEP2'],
    [['change:7f1c2c7a-6c1b-4bb5-9f52-3f1b1f1b1f1b'], 'STEP2'],
  ] as const)('%j reopens at %s', (items, step) => {
    expect(reopenStep(items)).toBe(step);
  });
  it.each([
    ['pan', true],
    ['gstCertificate', true],
    ['change:7f1c2c7a-6c1b-4bb5-9f52-3f1b1f1b1f1b', true],
    ['change:nope', false],
    ['passport', false],
  ])('item %s valid: %s', (item, ok) => {
    expect(reviewItemSchema.safeParse(item).success).toBe(ok);
  });
  it.each([
    [{ reasons: [{ item: 'pan', reasons: ['PAN does not match the card'] }] }, true],
    [{ reasons: [{ item: 'pan', reasons: ['x'] }], note: 'Please re-upload' }, true],
    [{ reasons: [] }, false],
    [{ reasons: [{ item: 'pan', reasons: [] }] }, false],
    [{ reasons: [{ item: 'pan', reasons: ['   '] }] }, false],
  ])('reject body %j valid: %s', (body, ok) => {
    expect(rejectOrganiserSchema.safeParse(body).success).toBe(ok);
  });
  it('approval needs a BD code', () => {
    expect(approveOrganiserSchema.safeParse({}).success).toBe(false);
    expect(approveOrganiserSchema.parse({ bdCode: ' BD-W01 ' })).toEqual({ bdCode: 'BD-W01' });
  });
});

describe('business-development managers', () => {
  it('every state and union territory of the state list has a region with at least one manager', () => {
    for (const s of STATE_LIST) {
      const region = bdRegionOf(s.name);
      expect(region, s.name).toBeDefined();
      expect(BD_MANAGERS.filter((b) => b.region === region).length, s.name).toBeGreaterThan(0);
    }
  });
  it('codes are unique and regions known', () => {
    expect(new Set(BD_MANAGERS.map((b) => b.bdCode)).size).toBe(BD_MANAGERS.length);
    for (const b of BD_MANAGERS) expect(Object.keys(BD_REGIONS)).toContain(b.region);
  });
  it.each([
    ['maharashtra', 'West'],
    ['Karnataka', 'South'],
    ['Delhi', 'North'],
    ['Assam', 'North East'],
    ['Atlantis', undefined],
  ])('%s is in %s', (state, region) => {
    expect(bdRegionOf(state)).toBe(region);
  });
});

describe('IAM groups and roles', () => {
  it.each([
    [['DIY_ORGANISER'], ['organiser']],
    [['DIY_SCANNER', 'DIY_OFFER_MANAGER'], ['scanner', 'offer_manager']],
    [['DIY_REPORTS'], []],
    [['DIY_ORGANISER', 'DIY_REPORTS', 'UNKNOWN'], ['organiser']],
  ])('groups %j grant %j', (groups, roles) => {
    expect(rolesForGroups(groups)).toEqual(roles);
  });
  it.each([
    [['organiser'], [], ['DIY_ORGANISER']],
    [['scanner'], ['DIY_REPORTS'], ['DIY_SCANNER', 'DIY_REPORTS']],
    [['admin', 'reviewer'], [], ['DIY_REVIEWER', 'DIY_ADMIN']],
  ])('roles %j (+%j) read as groups %j', (roles, extra, groups) => {
    expect(groupsForRoles(roles, extra)).toEqual(groups);
  });
  it('every group names a product role or none', () => {
    for (const role of Object.values(IAM_GROUPS)) expect([null, 'organiser', 'scanner', 'offer_manager', 'reviewer', 'admin', 'finance']).toContain(role);
  });
  it.each([
    [{ username: 'a@b.in', groups: ['DIY_ORGANISER'] }, true],
    [{ username: 'a@b.in', groups: [] }, false],
    [{ username: 'a@b.in', groups: ['DIY_GOD'] }, false],
    [{ username: 'a@b.in', groups: ['DIY_SCANNER'], mobile: '12345' }, false],
  ])('access body %j valid: %s', (body, ok) => {
    expect(userAccessSchema.safeParse(body).success).toBe(ok);
  });
});

describe('event-code search', () => {
  it.each([
    ['ET00010002', 'ET00010002'],
    ['et00010002-diy', 'ET00010002'],
    ['  ET00010002-DIY ', 'ET00010002'],
    ['riya@demo.in', null],
    ['', null],
    [undefined, null],
  ])('%j -> %j', (input, code) => {
    expect(eventCodeSearch(input)).toBe(code);
  });
});

describe('event rejection and audit query', () => {
  it.each([
    [{ rejectionReasons: [{ section: 'synopsis', field: '', reasons: ['Too short'] }] }, true],
    [{ rejectionReasons: [{ section: 'eventInfo', field: 'eventTitle', reasons: ['Title in capitals'] }] }, true],
    [{ rejectionReasons: [{ section: 'nope', field: '', reasons: ['x'] }] }, false],
    [{ rejectionReasons: [] }, false],
  ])('%j valid: %s', (body, ok) => {
    expect(eventRejectSchema.safeParse(body).success).toBe(ok);
  });
  it('audit filters parse', () => {
    expect(auditQuerySchema.parse({ action: 'organiser.approve', from: '2026-01-01T00:00:00+05:30' })).toMatchObject({ limit: 50, offset: 0 });
    expect(auditQuerySchema.safeParse({ action: 'organiser.delete' }).success).toBe(false);
  });
});

describe('routes and roles', () => {
  it('reviewer routes admit admins too; admin routes only admins', () => {
    expect([...REVIEW_ROLES]).toEqual(['reviewer', 'admin']);
    expect([...ADMIN_ROLES]).toEqual(['admin']);
    for (const r of STAFF_ROUTES) expect(r.roles.every((role) => role === 'reviewer' || role === 'admin')).toBe(true);
  });
  it('every audit action is written by some route', () => {
    const written = new Set([...STAFF_ROUTES, ...PAYOUT_ROUTES].flatMap((r) => (r.audit ? [r.audit].flat() : [])));
    for (const a of AUDIT_ACTIONS) expect(written.has(a), a).toBe(true);
  });
  it('paths are unique per method and fill their parameters', () => {
    const keys = STAFF_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(staffPath('/proxy/diy/v1/sync-user/{username}/{organiserId}', { username: 'a@b.in', organiserId: 'x' })).toBe('/proxy/diy/v1/sync-user/a%40b.in/x');
  });
  it('the spec texts are reused, not re-typed', () => {
    expect(STAFF_TEXTS.accessFailed).toBe(STAFF_MESSAGES.accessFailed);
    expect(STAFF_TEXTS.organiserNotConfigured).toBe(STAFF_MESSAGES.organiserNotConfigured);
    expect(STAFF_TEXTS.alreadyApprovedWithNewDocs).toBe(REVIEW_TEXTS.alreadyApproved);
  });
  it('sync and migrate bodies are {data: {username}}', () => {
    expect(usernameBodySchema.safeParse({ data: { username: 'a@b.in' } }).success).toBe(true);
    expect(usernameBodySchema.safeParse({ username: 'a@b.in' }).success).toBe(false);
  });
  it('the sign-up form answer takes the reviewer reasons as an optional member', () => {
    const base = {
      currentStep: 'STEP2', status: 'rejected', mobile: '9833300001', gstNumbers: [], submittedAt: null,
      formData: { step1: {}, step2: { panCard: null, cancelledCheque: null, gstCertificates: {} }, step3: { agreement: { fileName: null, originalName: null, error: null } } },
    };
    expect(signupFormSchema.safeParse(base).success).toBe(true);
    const rejection = { status: 'rejected', items: [{ item: 'pan', label: 'PAN', step: 'STEP2', reasons: ['Blurred'] }], note: null, rejectedAt: '2026-01-01T00:00:00.000Z' };
    expect(signupFormSchema.parse({ ...base, rejection }).rejection).toEqual(rejection);
  });
});
