// A 'file' field of a register form: the file is sent as soon as it is chosen (the form then
// saves the id the server answered), with its preview (an image) or a way to open it (a PDF).
// The server decides what a file is from its bytes; the size is checked here first only to say
// so at once.
import { useEffect, useState } from 'react';
import { Button, FileButton, Group, Image, Input, Loader, Stack, Text } from '@mantine/core';
import { IconFile, IconPaperclip, IconPhoto, IconTrash } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOGO_SIZE_PX } from '@/domain/constants';
import type { FieldDef, ResourceDefinition } from '@/domain/resources/define-resource';
import { LOGO_MAX_BYTES, publicFileUrl } from '@/domain/resources/stored-file-field';
import { errorMessages } from '@/services/api';
import { fetchRegisterFile, uploadRegisterFile } from '@/services/register-file-client';
import { downloadBlob } from '@/ui/download-blob';

export interface StoredFileInputProps {
  def: Pick<ResourceDefinition, 'service' | 'name'>;
  field: FieldDef;
  /** The saved record, whose current file the server serves; none on a create form. */
  recordId?: number | string;
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

/** The picture of the field's current value: a chosen file, a public one, or the record's. */
function usePreviewUrl(props: StoredFileInputProps, chosen: File | null): string | undefined {
  const { def, field, recordId, value } = props;
  const [url, setUrl] = useState<string>();
  const imagesOnly = field.file?.accept.every((kind) => kind === 'image') ?? false;
  useEffect(() => {
    let objectUrl: string | undefined;
    let alive = true;
    setUrl(undefined);
    if (chosen && chosen.type.startsWith('image/')) {
      objectUrl = URL.createObjectURL(chosen);
      setUrl(objectUrl);
    } else if (value && field.file?.public) {
      setUrl(publicFileUrl(value));
    } else if (value && !chosen && recordId !== undefined && imagesOnly) {
      fetchRegisterFile(def, recordId, field.name)
        .then((blob) => {
          if (!alive) return;
          objectUrl = URL.createObjectURL(blob);
          setUrl(objectUrl);
        })
        .catch(() => undefined);
    }
    return () => {
      alive = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [def, field, recordId, value, chosen, imagesOnly]);
  return url;
}

export function StoredFileInput(props: StoredFileInputProps) {
  const { def, field, recordId, label, value, onChange, error } = props;
  const intl = useIntl();
  const spec = field.file!;
  const [chosen, setChosen] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const previewUrl = usePreviewUrl(props, chosen);
  const imagesOnly = spec.accept.every((kind) => kind === 'image');
  const isLogo = spec.maxBytes === LOGO_MAX_BYTES && imagesOnly && spec.public === true;
  const size = sizeText(spec.maxBytes);
  const kinds = intl.formatMessage({
    id: imagesOnly
      ? 'resources.file.kinds.image'
      : spec.accept.includes('image')
        ? 'resources.file.kinds.imageOrPdf'
        : 'resources.file.kinds.pdf',
  });

  const choose = async (file: File | null) => {
    if (!file) return;
    if (file.size > spec.maxBytes) {
      setProblem(intl.formatMessage({ id: 'resources.file.tooLarge' }, { size }));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const uploaded = await uploadRegisterFile(def, field.name, file);
      setChosen(file);
      onChange(uploaded.id);
    } catch (failure) {
      const said = await errorMessages(failure);
      setProblem(said[0] ?? intl.formatMessage({ id: 'resources.file.uploadFailed' }));
    } finally {
      setBusy(false);
    }
  };

  const openCurrent = async () => {
    if (!value || recordId === undefined) return;
    const blob = await fetchRegisterFile(def, recordId, field.name);
    downloadBlob(blob, `${def.name}-${recordId}-${field.name}`);
  };

  return (
    <Input.Wrapper
      label={label}
      error={problem ?? error}
      description={
        isLogo
          ? intl.formatMessage({ id: 'resources.file.hint.logo' }, { size })
          : intl.formatMessage({ id: 'resources.file.hint' }, { kinds, size })
      }
    >
      <Group mt={4} gap="md" align="center" wrap="nowrap">
        {imagesOnly && (
          <Stack
            w={LOGO_SIZE_PX}
            h={LOGO_SIZE_PX}
            align="center"
            justify="center"
            style={{
              flexShrink: 0,
              border: '1px dashed var(--mantine-color-default-border)',
              borderRadius: 8,
              overflow: 'hidden',
            }}
          >
            {previewUrl ? (
              <Image src={previewUrl} w={LOGO_SIZE_PX} h={LOGO_SIZE_PX} fit="contain" alt={label} />
            ) : (
              <IconPhoto size={32} opacity={0.4} aria-hidden />
            )}
          </Stack>
        )}
        <Stack gap={6} style={{ minWidth: 0 }}>
          <FileButton
            onChange={(file) => void choose(file)}
            accept={imagesOnly ? 'image/png,image/jpeg,image/webp,image/gif' : 'image/*,application/pdf'}
          >
            {(buttonProps) => (
              <Button
                {...buttonProps}
                variant="light"
                size="xs"
                disabled={busy}
                leftSection={
                  busy ? (
                    <Loader size={12} />
                  ) : imagesOnly ? (
                    <IconPhoto size={14} />
                  ) : (
                    <IconPaperclip size={14} />
                  )
                }
                aria-label={`${intl.formatMessage({ id: imagesOnly ? 'resources.file.chooseImage' : 'resources.file.choose' })}: ${label}`}
              >
                <FormattedMessage id={imagesOnly ? 'resources.file.chooseImage' : 'resources.file.choose'} />
              </Button>
            )}
          </FileButton>
          {busy && (
            <Text size="xs" role="status">
              <FormattedMessage id="resources.file.uploading" />
            </Text>
          )}
          {chosen && !busy && (
            <Text size="xs" role="status" style={{ overflowWrap: 'anywhere' }}>
              <FormattedMessage id="resources.file.uploaded" values={{ name: chosen.name }} />
            </Text>
          )}
          {value && !chosen && !imagesOnly && recordId !== undefined && (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconFile size={14} />}
              onClick={() => void openCurrent()}
            >
              <FormattedMessage id="resources.file.open" />
            </Button>
          )}
          {value && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={() => {
                setChosen(null);
                onChange(null);
              }}
            >
              <FormattedMessage id="resources.file.remove" />
            </Button>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
