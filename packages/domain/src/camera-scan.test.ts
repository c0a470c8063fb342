import { describe, expect, it } from 'vitest';
import { CAMERA_REPEAT_IGNORE_MS, createRepeatFilter, pickRearMainCamera } from './camera-scan';

const cams = (...labels: string[]) => labels.map((label, i) => ({ deviceId: `d${i}`, label }));

describe('pickRearMainCamera', () => {
  it.each([
    ['a Samsung with the ultra-wide listed first', cams('camera2 2, facing back', 'camera2 1, facing front', 'camera2 0, facing back'), 'd2'],
    ['labels naming the lens', cams('Front Camera', 'Back Ultra Wide Camera', 'Back Camera', 'Back Telephoto Camera'), 'd2'],
    ['an iPhone', cams('Front Camera', 'Back Dual Wide Camera', 'Back Camera'), 'd2'],
    ['only wide backs: the lowest index of them', cams('camera2 3, facing back ultra wide', 'camera2 2, facing back wide'), 'd1'],
    ['a single rear camera', cams('rear camera'), 'd0'],
    ['environment-facing', cams('user', 'environment'), 'd1'],
  ])('%s', (_name, devices, expected) => {
    expect(pickRearMainCamera(devices)).toBe(expected);
  });

  it.each([
    ['a laptop', cams('Integrated Webcam (0c45:6a13)')],
    ['labels hidden before permission', cams('', '')],
    ['no cameras', []],
  ])('keeps the browser’s camera for %s', (_name, devices) => {
    expect(pickRearMainCamera(devices)).toBeNull();
  });
});

describe('createRepeatFilter', () => {
  it('ignores the same code for 3 s, passes another code at once, and the same code again after 3 s', () => {
    const pass = createRepeatFilter();
    expect(CAMERA_REPEAT_IGNORE_MS).toBe(3_000);
    const steps: Array<[string, number, boolean]> = [
      ['A', 0, true],
      ['A', 100, false],
      ['B', 200, true],
      ['A', 2_900, false],
      // Still in view: each reading extends the quiet time.
      ['A', 5_800, false],
      ['A', 8_801, true],
      ['B', 8_900, true],
    ];
    for (const [code, at, expected] of steps) expect(pass(code, at), `${code}@${at}`).toBe(expected);
  });
});
