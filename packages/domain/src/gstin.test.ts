import { describe, expect, it } from 'vitest';
import {
  GST_STATE_CODES, GST_STATE_CODE_LIST, gstStateName, gstinCheckCharacter, gstinProblem, isValidGstin, parseGstin,
} from './gstin';

describe('GSTIN check character (mod-36)', () => {
  // 27AAPFU0939F1ZV is the format example published on the GST portal; the others were computed by hand-checking
  // the algorithm's sum: e.g. 29AAACB1534F1Z -> sum mod 36 = 34 -> check (36 - 34) = 2.
  it.each([
    ['27AAPFU0939F1Z', 'V'],
    ['29AAACB1534F1Z', '2'],
    ['07AAACI1681G1Z', 'R'],
    ['33AAACH7409R1Z', '8'],
    ['24AAACR5055K1Z', 'D'],
    ['19AABCT1332L1Z', 'B'],
  ])('%s -> %s', (body, check) => {
    expect(gstinCheckCharacter(body)).toBe(check);
    expect(gstinCheckCharacter(body.toLowerCase())).toBe(check);
  });
  it.each(['27AAPFU0939F1', '27AAPFU0939F1ZV', '27AAPFU0939F1*'])('rejects body %j', (bad) => {
    expect(() => gstinCheckCharacter(bad)).toThrow(RangeError);
  });
});

describe('GSTIN validation', () => {
  it.each([
    ['27AAPFU0939F1ZV', null],
    ['29AAACB1534F1Z2', null],
    ['07AAACI1681G1ZR', null],
    [' 27aapfu0939f1zv ', null],
    ['27AAPFU0939F1ZW', 'checksum'],
    ['29AAACB1534F1Z3', 'checksum'],
    ['27AAPFU0939F1YV', 'format'],
    ['27AAPFU0939F0ZV', 'format'],
    ['27AAPF00939F1ZV', 'format'],
    ['2AAPFU0939F1ZV', 'format'],
    ['', 'format'],
    ['00AAPFU0939F1ZV', 'stateCode'],
    ['50AAPFU0939F1ZV', 'stateCode'],
  ])('%j -> %s', (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
    expect(isValidGstin(gstin)).toBe(problem === null);
  });
  it('validates a GSTIN built for every state code', () => {
    for (const code of GST_STATE_CODE_LIST) {
      const body = `${code}AAPFU0939F1Z`;
      expect(isValidGstin(body + gstinCheckCharacter(body))).toBe(true);
    }
  });
  it('splits a GSTIN into its parts', () => {
    expect(parseGstin('27AAPFU0939F1ZV')).toEqual({ stateCode: '27', stateName: 'Maharashtra', pan: 'AAPFU0939F', entity: '1', check: 'V' });
    expect(parseGstin('bad')).toBeNull();
  });
});

describe('GST state codes', () => {
  it.each([
    ['01', 'Jammu and Kashmir', 'union territory'],
    ['04', 'Chandigarh', 'union territory'],
    ['07', 'Delhi', 'union territory'],
    ['09', 'Uttar Pradesh', 'state'],
    ['19', 'West Bengal', 'state'],
    ['24', 'Gujarat', 'state'],
    ['26', 'Dadra and Nagar Haveli and Daman and Diu', 'union territory'],
    ['27', 'Maharashtra', 'state'],
    ['29', 'Karnataka', 'state'],
    ['30', 'Goa', 'state'],
    ['32', 'Kerala', 'state'],
    ['33', 'Tamil Nadu', 'state'],
    ['34', 'Puducherry', 'union territory'],
    ['36', 'Telangana', 'state'],
    ['37', 'Andhra Pradesh', 'state'],
    ['38', 'Ladakh', 'union territory'],
    ['97', 'Other Territory', 'other'],
    ['99', 'Centre Jurisdiction', 'other'],
  ])('%s -> %s (%s)', (code, name, kind) => {
    expect(GST_STATE_CODES[code]).toEqual({ name, kind });
    expect(gstStateName(code)).toBe(name);
  });
  it('covers 01 to 38 plus 96, 97 and 99', () => {
    const expected = [...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '96', '97', '99'];
    expect(GST_STATE_CODE_LIST).toEqual(expected);
  });
  it.each(['00', '39', '98', 'AB'])('unknown code %s', (code) => {
    expect(gstStateName(code)).toBeUndefined();
  });
});
