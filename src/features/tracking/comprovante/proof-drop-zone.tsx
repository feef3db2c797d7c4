// Where proof files come in: dropped on the zone, or chosen (several at once) with its button.
import { useRef, useState } from 'react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { COMPROVANTE_ACCEPT } from '@/domain/tracking/entrega/comprovante';

export function ProofDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <Paper
      withBorder
      p="xl"
      radius="md"
      data-testid="proof-drop-zone"
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'var(--mantine-primary-color-filled)' : undefined,
        textAlign: 'center',
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (event.dataTransfer.files.length) onFiles([...event.dataTransfer.files]);
      }}
    >
      <Stack align="center" gap="xs">
        <IconFileUpload size={40} stroke={1.5} />
        <Text fw={500}>
          <FormattedMessage id="comprovante.drop.title" />
        </Text>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="comprovante.drop.hint" />
        </Text>
        <Button variant="light" onClick={() => input.current?.click()}>
          <FormattedMessage id="comprovante.drop.choose" />
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={COMPROVANTE_ACCEPT}
          data-testid="proof-file-input"
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            if (files.length) onFiles(files);
          }}
        />
      </Stack>
    </Paper>
  );
}
