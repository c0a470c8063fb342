import { DURATION_MESSAGES } from '@diy/domain';
import { describe, expect, it } from 'vitest';
import { additionalInfoBody, additionalInfoFromDraft, languagesFromCodes } from './additional-info-form';

const hindi = { code: 'hi', name: 'Hindi' };
const english = { code: 'en', name: 'English' };

describe('additional info form', () => {
  it('starts from the draft, duration as text', () => {
    expect(additionalInfoFromDraft({ additionalInfo: { languages: [{ ...hindi, trending: true }], ageLimit: '18+', duration: 120 } })).toEqual({
      languages: [hindi], ageLimit: '18+', duration: '120',
    });
    expect(additionalInfoFromDraft({ additionalInfo: { languages: [], ageLimit: null, duration: null } }).duration).toBe('');
  });
  it('adds a language once, keeps the order chosen and drops unticked ones', () => {
    expect(languagesFromCodes([hindi], ['hi', 'en', 'en'], [hindi, english])).toEqual([hindi, english]);
    expect(languagesFromCodes([hindi, english], ['en'], [hindi, english])).toEqual([english]);
  });
  it('needs a duration that is a whole, non-negative number', () => {
    const form = { languages: [], ageLimit: null, duration: '' };
    expect(additionalInfoBody(form)).toEqual({ ok: false, error: DURATION_MESSAGES.required });
    expect(additionalInfoBody({ ...form, duration: '-5' })).toEqual({ ok: false, error: DURATION_MESSAGES.negative });
    expect(additionalInfoBody({ ...form, duration: 'abc' })).toEqual({ ok: false, error: DURATION_MESSAGES.notANumber });
    expect(additionalInfoBody({ ...form, duration: ' 90 ' })).toEqual({ ok: true, body: { languages: [], ageLimit: null, duration: 90 } });
  });
});
