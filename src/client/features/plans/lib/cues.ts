/**
 * The signals of the session player at each change, where the browser allows: a beep through Web
 * Audio (the context can only start from a click, so `unlockAudio` runs on the player's buttons)
 * and a vibration. Both fail silently.
 */
let audio: AudioContext | null = null;

export function unlockAudio(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
  } catch {
    audio = null;
  }
}

export type Cue = 'ready' | 'work' | 'rest' | 'over';

/** Tone (Hz) and beeps of each cue: high for work, low for rest and get-ready, three at the end. */
const TONES: Record<Cue, { hz: number; beeps: number; vibrate: number[] }> = {
  ready: { hz: 520, beeps: 1, vibrate: [120] },
  work: { hz: 880, beeps: 2, vibrate: [200, 80, 200] },
  rest: { hz: 440, beeps: 1, vibrate: [300] },
  over: { hz: 660, beeps: 3, vibrate: [200, 80, 200, 80, 400] },
};

export function cue(kind: Cue, sound: boolean): void {
  const tone = TONES[kind];
  if (sound && audio?.state === 'running') {
    try {
      const start = audio.currentTime;
      for (let i = 0; i < tone.beeps; i++) {
        const osc = audio.createOscillator();
        const gain = audio.createGain();
        const t = start + i * 0.22;
        osc.frequency.value = tone.hz;
        gain.gain.setValueAtTime(0.0001, t);
        gain.gain.exponentialRampToValueAtTime(0.3, t + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.16);
        osc.connect(gain).connect(audio.destination);
        osc.start(t);
        osc.stop(t + 0.18);
      }
    } catch {
      // no sound on this device
    }
  }
  try {
    navigator.vibrate?.(tone.vibrate);
  } catch {
    // no vibration
  }
}

/** Keeps the screen on while a session runs (Screen Wake Lock); returns the release. */
export async function keepScreenOn(): Promise<() => void> {
  try {
    const lock = await navigator.wakeLock?.request('screen');
    return () => void lock?.release().catch(() => undefined);
  } catch {
    return () => undefined;
  }
}
