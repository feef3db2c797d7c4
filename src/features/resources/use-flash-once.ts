// The message a form leaves for the list it returns to ("Registro salvo com sucesso"), shown once.
// It travels in the history entry's state, so a reload of that entry would show it again; the
// entries already shown are remembered for the tab instead. Consuming it by navigating to the same
// address without the state would race with what the user does next: a search typed at once
// reaches the URL by its own navigation, which the late one would undo.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export interface FlashState {
  flash?: string;
}

const SHOWN_KEY = 'rota.flash-shown';

const shownEntries = (): string[] => {
  try {
    return JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
};

export function useFlashOnce(show: (message: string) => void): void {
  const location = useLocation();
  const flash = (location.state as FlashState | null)?.flash;
  const entry = location.key;
  useEffect(() => {
    if (!flash) return;
    const shown = shownEntries();
    if (shown.includes(entry)) return;
    show(flash);
    // A few recent entries are enough: older ones are not reached by a reload.
    sessionStorage.setItem(SHOWN_KEY, JSON.stringify([...shown, entry].slice(-50)));
  }, [flash, entry, show]);
}
