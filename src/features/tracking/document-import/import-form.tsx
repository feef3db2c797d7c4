// The file chooser ('Anexo', offering the files the import kind takes) and the Importar button.
// Importar with no file chosen does nothing (spec section 5): the machine ignores a start without a
// file.
import { useState } from 'react';
import { Button, FileInput, Group, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useImportScreenKind } from './import-screen-kind';

export interface ImportFormProps {
  busy: boolean;
  onImport: (file: File | null) => void;
}

export function ImportForm({ busy, onImport }: ImportFormProps) {
  const intl = useIntl();
  const kind = useImportScreenKind();
  const [file, setFile] = useState<File | null>(null);
  const FileIcon = kind.fileIcon;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onImport(file);
      }}
    >
      <Stack gap="sm">
        <FileInput
          label={intl.formatMessage({ id: 'nfeImport.file' })}
          placeholder={intl.formatMessage({ id: kind.filePlaceholderId })}
          accept={kind.accept}
          leftSection={<FileIcon size={18} aria-hidden />}
          value={file}
          onChange={setFile}
          clearable
          disabled={busy}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy} leftSection={<IconUpload size={16} />}>
            <FormattedMessage id="nfeImport.submit" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
