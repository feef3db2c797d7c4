// Alerts of spec sections 8 and 9: success hides after 2 s, danger after 4 s and shows the
// message it was given; a warning (done, with something to look at) stays as long as a danger.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { DANGER_ALERT_MS, SUCCESS_ALERT_MS } from '@/domain/constants';

export type AlertKind = 'success' | 'warning' | 'danger';

export interface TimedAlertState {
  kind: AlertKind;
  message: string;
}

export const alertDuration = (kind: AlertKind): number =>
  kind === 'success' ? SUCCESS_ALERT_MS : DANGER_ALERT_MS;

/** One alert at a time; a new one replaces the old and restarts its clock. */
export function useTimedAlert() {
  const [alert, setAlert] = useState<TimedAlertState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback((kind: AlertKind, message: string) => {
    clearTimeout(timer.current);
    setAlert({ kind, message });
    timer.current = setTimeout(() => setAlert(null), alertDuration(kind));
  }, []);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setAlert(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    alert,
    success: useCallback((message: string) => show('success', message), [show]),
    warning: useCallback((message: string) => show('warning', message), [show]),
    danger: useCallback((message: string) => show('danger', message), [show]),
    hide,
  };
}

const ALERT_COLORS: Record<AlertKind, string> = { success: 'green', warning: 'orange', danger: 'red' };

export function TimedAlert({ alert, onClose }: { alert: TimedAlertState | null; onClose?: () => void }) {
  if (!alert) return null;
  const success = alert.kind === 'success';
  return (
    <Alert
      role="alert"
      color={ALERT_COLORS[alert.kind]}
      variant="filled"
      icon={success ? <IconCheck size={18} /> : <IconAlertTriangle size={18} />}
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      mb="sm"
    >
      {alert.message}
    </Alert>
  );
}
