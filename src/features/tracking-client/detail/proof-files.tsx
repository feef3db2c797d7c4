// The delivery's proofs: a picture shown in place, a PDF opened in a new tab, each with a download.
// The files are fetched with the session's token (a header), so they are shown through object URLs
// rather than plain links.
import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileCertificate, IconFileTypePdf } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatBusinessDateTime } from '@/domain/format';
import type { PortalProof } from '@/domain/tracking-client/portal-deliveries';
import { downloadBlob } from '@/ui/download-blob';
import { fetchPortalProof } from '../services/portal-api';

type Loaded = { state: 'loading' } | { state: 'ready'; url: string; blob: Blob } | { state: 'failed' };

function useProofFile(id: number): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let objectUrl: string | undefined;
    let alive = true;
    fetchPortalProof(id).then(
      (blob) => {
        if (!alive) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ state: 'ready', url: objectUrl, blob });
      },
      () => alive && setLoaded({ state: 'failed' }),
    );
    return () => {
      alive = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id]);
  return loaded;
}

function ProofCard({ proof, index }: { proof: PortalProof; index: number }) {
  const intl = useIntl();
  const file = useProofFile(proof.id);
  const isPdf = proof.tipo === 'application/pdf';
  const name = `comprovante-${proof.id}.${isPdf ? 'pdf' : 'webp'}`;
  const label = intl.formatMessage({ id: 'trackingClient.proof.label' }, { n: index + 1 });
  return (
    <Paper withBorder p="xs" radius="md" data-testid="portal-proof">
      <Stack gap={6}>
        {file.state === 'loading' && <Loader size="sm" aria-label={label} />}
        {file.state === 'failed' && (
          <Text size="sm" c="red" role="alert">
            <FormattedMessage id="trackingClient.proof.loadError" />
          </Text>
        )}
        {file.state === 'ready' &&
          (isPdf ? (
            <Group gap="xs">
              <IconFileTypePdf size={28} aria-hidden />
              <Anchor href={file.url} target="_blank" rel="noopener" size="sm">
                <FormattedMessage id="trackingClient.proof.openPdf" />
              </Anchor>
            </Group>
          ) : (
            <Anchor href={file.url} target="_blank" rel="noopener">
              <Image src={file.url} alt={label} radius="sm" mah={320} fit="contain" />
            </Anchor>
          ))}
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            <bdi>{formatBusinessDateTime(proof.createdAt)}</bdi>
          </Text>
          <Button
            size="xs"
            variant="light"
            disabled={file.state !== 'ready'}
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => file.state === 'ready' && downloadBlob(file.blob, name)}
            aria-label={intl.formatMessage({ id: 'trackingClient.proof.download' }) + ` (${label})`}
          >
            <FormattedMessage id="trackingClient.proof.download" />
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function ProofFiles({ comprovantes }: { comprovantes: PortalProof[] }) {
  if (comprovantes.length === 0)
    return (
      <Alert variant="light" color="gray" icon={<IconFileCertificate size={18} />}>
        <FormattedMessage id="trackingClient.proof.empty" />
      </Alert>
    );
  return (
    <Stack gap="sm">
      {comprovantes.map((proof, index) => (
        <ProofCard key={proof.id} proof={proof} index={index} />
      ))}
    </Stack>
  );
}
