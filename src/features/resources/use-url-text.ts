// A text field whose value lives in the URL: typing shows at once, the URL follows once typing
// pauses, and a change of the URL from elsewhere (Back, "clear filters") shows in the field.
import { useCallback, useEffect, useRef, useState } from 'react';

export const URL_TEXT_DELAY_MS = 350;

export function useUrlText(
  urlValue: string,
  commit: (value: string) => void,
  delayMs = URL_TEXT_DELAY_MS,
): [string, (value: string) => void] {
  const [text, setText] = useState(urlValue);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const committed = useRef(urlValue);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  useEffect(() => {
    if (urlValue === committed.current) return;
    // Changed elsewhere: drop any pending write, which would undo it.
    clearTimeout(timer.current);
    committed.current = urlValue;
    setText(urlValue);
  }, [urlValue]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useCallback(
    (value: string) => {
      setText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        committed.current = value;
        commitRef.current(value);
      }, delayMs);
    },
    [delayMs],
  );
  return [text, change];
}
