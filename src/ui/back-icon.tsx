// A "back" arrow that points the reading direction's way (right in Arabic).
import { useDirection } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';

export function BackIcon({ size = 16 }: { size?: number }) {
  const { dir } = useDirection();
  return dir === 'rtl' ? <IconArrowRight size={size} /> : <IconArrowLeft size={size} />;
}
