/** GSTIN: 2-digit state code, PAN (10), entity number (1-9, A-Z), 'Z', check character (mod-36 checksum). */
export const GSTIN_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const GSTIN_FORMAT = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

export type GstRegionKind = 'state' | 'union territory' | 'other';
/** GST state codes (CBIC list). 25 and 28 are legacy codes still found on older registrations. */
export const GST_STATE_CODES: Record<string, { name: string; kind: GstRegionKind }> = {
  '01': { name: 'Jammu and Kashmir', kind: 'union territory' },
  '02': { name: 'Himachal Pradesh', kind: 'state' },
  '03': { name: 'Punjab', kind: 'state' },
  '04': { name: 'Chandigarh', kind: 'union territory' },
  '05': { name: 'Uttarakhand', kind: 'state' },
  '06': { name: 'Haryana', kind: 'state' },
  '07': { name: 'Delhi', kind: 'union territory' },
  '08': { name: 'Rajasthan', kind: 'state' },
  '09': { name: 'Uttar Pradesh', kind: 'state' },
  '10': { name: 'Bihar', kind: 'state' },
  '11': { name: 'Sikkim', kind: 'state' },
  '12': { name: 'Arunachal Pradesh', kind: 'state' },
  '13': { name: 'Nagaland', kind: 'state' },
  '14': { name: 'Manipur', kind: 'state' },
  '15': { name: 'Mizoram', kind: 'state' },
  '16': { name: 'Tripura', kind: 'state' },
  '17': { name: 'Meghalaya', kind: 'state' },
  '18': { name: 'Assam', kind: 'state' },
  '19': { name: 'West Bengal', kind: 'state' },
  '20': { name: 'Jharkhand', kind: 'state' },
  '21': { name: 'Odisha', kind: 'state' },
  '22': { name: 'Chhattisgarh', kind: 'state' },
  '23': { name: 'Madhya Pradesh', kind: 'state' },
  '24': { name: 'Gujarat', kind: 'state' },
  '25': { name: 'Daman and Diu', kind: 'union territory' },
  '26': { name: 'Dadra and Nagar Haveli and Daman and Diu', kind: 'union territory' },
  '27': { name: 'Maharashtra', kind: 'state' },
  '28': { name: 'Andhra Pradesh (Old)', kind: 'state' },
  '29': { name: 'Karnataka', kind: 'state' },
  '30': { name: 'Goa', kind: 'state' },
  '31': { name: 'Lakshadweep', kind: 'union territory' },
  '32': { name: 'Kerala', kind: 'state' },
  '33': { name: 'Tamil Nadu', kind: 'state' },
  '34': { name: 'Puducherry', kind: 'union territory' },
  '35': { name: 'Andaman and Nicobar Islands', kind: 'union territory' },
  '36': { name: 'Telangana', kind: 'state' },
  '37': { name: 'Andhra Pradesh', kind: 'state' },
  '38': { name: 'Ladakh', kind: 'union territory' },
  '96': { name: 'Foreign Country', kind: 'other' },
  '97': { name: 'Other Territory', kind: 'other' },
  '99': { name: 'Centre Jurisdiction', kind: 'other' },
};
export const GST_STATE_CODE_LIST = Object.keys(GST_STATE_CODES).sort();

export function gstStateName(code: string): string | undefined {
  return GST_STATE_CODES[code]?.name;
}

/**
 * The GSTIN check character of the first 14 characters: each character's value (0-9, A=10 .. Z=35) is multiplied
 * by 1 at odd positions and 2 at even positions (1-based), the quotient and remainder of each product by 36 are
 * summed, and the check value is (36 - sum mod 36) mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  const body = first14.toUpperCase();
  if (body.length !== 14) throw new RangeError('A GSTIN body has 14 characters');
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = GSTIN_CHARSET.indexOf(body.charAt(i));
    if (value < 0) throw new RangeError(`Invalid GSTIN character: ${body.charAt(i)}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARSET.charAt((36 - (sum % 36)) % 36);
}

export type GstinProblem = 'format' | 'stateCode' | 'checksum';
/** Why a GSTIN is invalid, or null when it is valid. Input is trimmed and upper-cased. */
export function gstinProblem(value: string): GstinProblem | null {
  const v = value.trim().toUpperCase();
  const m = GSTIN_FORMAT.exec(v);
  if (!m) return 'format';
  if (!GST_STATE_CODES[m[1]!]) return 'stateCode';
  return gstinCheckCharacter(v.slice(0, 14)) === v.charAt(14) ? null : 'checksum';
}
export function isValidGstin(value: string): boolean {
  return gstinProblem(value) === null;
}

/** The parts of a well-formed GSTIN, or null. */
export function parseGstin(value: string): { stateCode: string; stateName: string | undefined; pan: string; entity: string; check: string } | null {
  const v = value.trim().toUpperCase();
  const m = GSTIN_FORMAT.exec(v);
  if (!m) return null;
  return { stateCode: m[1]!, stateName: gstStateName(m[1]!), pan: m[2]!, entity: m[3]!, check: m[4]! };
}
