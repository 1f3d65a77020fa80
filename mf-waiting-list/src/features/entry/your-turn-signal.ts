/**
 * The sound and vibration of "Your turn now". Browsers let a page play sound only after a tap: the
 * join button (and any tap on the entry page) primes one AudioContext, which the turn then uses.
 */
let audio: AudioContext | null = null;

export const primeSound = (): void => {
  const Context = window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  try {
    audio ??= new Context();
    void audio.resume();
  } catch {
    audio = null;
  }
};

/** Three short tones and a vibration, where the browser allows them; never throws. */
export const signalYourTurn = (): void => {
  navigator.vibrate?.([400, 150, 400, 150, 400]);
  if (!audio) return;
  try {
    for (const [index, frequency] of [660, 880, 990].entries()) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.value = 0.2;
      oscillator.connect(gain).connect(audio.destination);
      const start = audio.currentTime + index * 0.3;
      oscillator.start(start);
      oscillator.stop(start + 0.25);
    }
  } catch {
    // A suspended or closed context only means no sound.
  }
};
