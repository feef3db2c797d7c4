// The messages of the chosen locale, loaded on demand. Until the first catalog arrives there is
// nothing to show; on a change of language the previous language stays on screen until the new
// one has arrived, so the page never goes blank.
import { startTransition, useEffect, useState } from 'react';
import type { Locale } from '@/domain/constants';
import { loadMessages, type Messages } from './i18n';
import { rememberLocale } from './preference-cookies';

export interface LocaleMessages {
  locale: Locale;
  messages: Messages;
}

export interface LoadingMessages {
  shown?: LocaleMessages;
  /** No catalog could be fetched at all (the first load failed). */
  failed: boolean;
}

export function useLocaleMessages(locale: Locale): LoadingMessages {
  const [current, setCurrent] = useState<LocaleMessages>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    rememberLocale(locale);
    loadMessages(locale).then(
      // The whole page renders under the new catalog: at low priority, in slices that leave the
      // page answering input, rather than in one long task.
      (messages) => active && startTransition(() => setCurrent({ locale, messages })),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [locale]);
  return { shown: current, failed: failed && !current };
}
