// Logo field: reads the chosen image as a data URL, previews it at the best size (90x90) and
// refuses files over 200 KB with a clear message.
import { useState } from 'react';
import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOGO_SIZE_PX } from '@/domain/constants';
import { readImageFile } from './read-image-file';

export interface LogoUploadProps {
  label: string;
  value: string;
  onChange: (dataUrl: string) => void;
  error?: string;
}

export function LogoUpload({ label, value, onChange, error }: LogoUploadProps) {
  const intl = useIntl();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    const result = await readImageFile(file);
    if (result.ok) {
      setProblem(null);
      onChange(result.dataUrl);
    } else {
      setProblem(
        intl.formatMessage({
          id: result.reason === 'tooLarge' ? 'resources.image.tooLarge' : 'resources.image.notImage',
        }),
      );
    }
  };

  return (
    <Input.Wrapper
      label={label}
      error={problem ?? error}
      description={intl.formatMessage({ id: 'resources.image.hint' })}
    >
      <Group mt={4} gap="md" align="center">
        <Stack
          w={LOGO_SIZE_PX}
          h={LOGO_SIZE_PX}
          align="center"
          justify="center"
          style={{
            border: '1px dashed var(--mantine-color-default-border)',
            borderRadius: 8,
            overflow: 'hidden',
          }}
        >
          {value ? (
            <Image src={value} w={LOGO_SIZE_PX} h={LOGO_SIZE_PX} fit="contain" alt={label} />
          ) : (
            <IconPhoto size={32} opacity={0.4} />
          )}
        </Stack>
        <Stack gap={6}>
          <FileButton onChange={(file) => void choose(file)} accept="image/*">
            {(props) => (
              <Button {...props} variant="light" size="xs" leftSection={<IconPhoto size={14} />}>
                <FormattedMessage id="resources.image.choose" />
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={() => onChange('')}
            >
              <FormattedMessage id="resources.image.remove" />
            </Button>
          )}
          {value && !value.startsWith('data:') && (
            <Text size="xs" c="dimmed" maw={220} truncate>
              {value}
            </Text>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
