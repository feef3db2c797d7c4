// An attachment inside a message: an image is fetched with the session's token (an <img> cannot
// send it) and shown as a preview that opens full size; a PDF is a button that opens it.
import { Button, Skeleton, UnstyledButton } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ChatAttachment } from '@/domain/support/chat-schemas';
import { getAttachment } from './chat-api';

const openBlob = (blob: Blob) => {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

export function AttachmentPreview({ attachment }: { attachment: ChatAttachment }) {
  const intl = useIntl();
  const file = useQuery({
    queryKey: ['support', 'attachment', attachment.id],
    queryFn: () => getAttachment(attachment.id),
    enabled: attachment.kind === 'image',
    staleTime: Infinity,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  if (attachment.kind === 'pdf') {
    return (
      <Button
        variant="light"
        size="xs"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        onClick={() => void getAttachment(attachment.id).then(openBlob)}
      >
        {intl.formatMessage({ id: 'support.chat.openPdf' }, { name: attachment.name })}
      </Button>
    );
  }
  if (!url) return <Skeleton w={180} h={120} radius="sm" />;
  return (
    <UnstyledButton
      onClick={() => file.data && openBlob(file.data)}
      aria-label={intl.formatMessage({ id: 'support.chat.openImage' }, { name: attachment.name })}
    >
      <img
        src={url}
        alt={attachment.name}
        data-testid="chat-image"
        style={{ display: 'block', maxWidth: 'min(240px, 60vw)', maxHeight: 200, borderRadius: 6 }}
      />
    </UnstyledButton>
  );
}
