// A new message while the tab is hidden: a short sound and, when the user allowed it, a browser
// notification that brings the conversation back on click.

let audio: AudioContext | null = null;

/** Two short tones; silent when the browser refuses audio without a gesture first. */
export function playChime(): void {
  try {
    audio ??= new AudioContext();
    const now = audio.currentTime;
    for (const [i, frequency] of [880, 1320].entries()) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.12, now + i * 0.15);
      gain.gain.exponentialRampToValueAtTime(0.001, now + i * 0.15 + 0.14);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(now + i * 0.15);
      oscillator.stop(now + i * 0.15 + 0.15);
    }
  } catch {
    /* no audio on this device: the notification still shows */
  }
}

export const notificationsAvailable = () => typeof Notification !== 'undefined';

export function showBrowserNotification(title: string, body: string, onClick: () => void): void {
  if (!notificationsAvailable() || Notification.permission !== 'granted') return;
  const notification = new Notification(title, { body, tag: 'rota-support-chat' });
  notification.onclick = () => {
    window.focus();
    onClick();
    notification.close();
  };
}

/** Alerts only when the user is not looking at the tab. */
export function alertNewMessage(title: string, body: string, onClick: () => void): void {
  if (!document.hidden) return;
  playChime();
  showBrowserNotification(title, body, onClick);
}
