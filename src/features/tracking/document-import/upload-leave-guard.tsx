// While a file is being sent, leaving the page is confirmed first: a browser cannot resume an
// upload cut by closing or reloading the tab, so the browser's own question guards those
// (beforeunload), and the app's links and back button ask in a dialog. Leaving through the app
// does not cut the upload (it goes on in the tab, and the import screen picks it up again).
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@/ui/confirm-dialog';

export function UploadLeaveGuard({ active }: { active: boolean }) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );
  // The upload ended while the question was open: nothing to protect any more.
  useEffect(() => {
    if (blocker.state === 'blocked' && !active) blocker.proceed();
  }, [blocker, active]);

  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={<FormattedMessage id="nfeImport.leave.title" />}
      message={<FormattedMessage id="nfeImport.leave.message" />}
      confirmLabel={<FormattedMessage id="nfeImport.leave.confirm" />}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
