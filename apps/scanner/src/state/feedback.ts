/** Sound and vibration for a verdict, where the device allows; never throws, never blocks scanning. */
let context: AudioContext | null = null;

function beep(frequencies: number[], duration: number): void {
  try {
    const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return;
    context ??= new Ctor();
    const ctx = context;
    if (ctx.state === 'suspended') void ctx.resume();
    frequencies.forEach((frequency, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'square';
      osc.frequency.value = frequency;
      const start = ctx.currentTime + i * duration;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.25, start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start);
      osc.stop(start + duration);
    });
  } catch {
    // No sound on this device.
  }
}

export function verdictFeedback(tone: 'success' | 'failure'): void {
  if (tone === 'success') beep([1320], 0.15);
  else beep([330, 220], 0.22);
  try {
    navigator.vibrate?.(tone === 'success' ? 80 : [200, 100, 200]);
  } catch {
    // No vibration here.
  }
}
