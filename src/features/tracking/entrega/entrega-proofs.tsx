// The delivery detail's proof section: each attached proof with its picture (or a PDF to open),
// when it was attached, how its key was found, and what its receipt says (day and receiver). Files are fetched with the session's token,
// so they are shown through object URLs rather than plain links.
import { useEffect, useState } from 'react';
import { Alert, Anchor, Badge, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconFileCertificate, IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import type { Comprovante } from '@/domain/tracking/entrega/comprovante';
import { formatBusinessDateTime, formatCalendarDay, formatCnpjCpf } from '@/domain/format';
import { fetchProofFile, listProofs, proofsQueryKey } from '@/features/tracking/services/comprovante-api';

function useProofUrl(id: number) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let objectUrl: string | undefined;
    let alive = true;
    fetchProofFile(id)
      .then((blob) => {
        if (!alive) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id]);
  return url;
}

function ProofCard({ proof }: { proof: Comprovante }) {
  const url = useProofUrl(proof.id);
  const isPdf = proof.tipo === 'application/pdf';
  return (
    <Paper withBorder p="xs" radius="md" data-testid="entrega-proof">
      <Stack gap={6}>
        {isPdf ? (
          <Group gap="xs">
            <IconFileTypePdf size={28} />
            {url && (
              <Anchor href={url} target="_blank" rel="noopener" size="sm">
                <FormattedMessage id="entrega.detail.proof.openPdf" />
              </Anchor>
            )}
          </Group>
        ) : url ? (
          <Anchor href={url} target="_blank" rel="noopener">
            <Image src={url} alt={proof.nomeOriginal} radius="sm" mah={320} fit="contain" />
          </Anchor>
        ) : (
          <Loader size="sm" />
        )}
        {proof.dataRecebimento && (
          <Text size="sm" data-testid="entrega-proof-receipt">
            <FormattedMessage
              id="entrega.detail.proof.receipt"
              values={{ dia: <bdi>{formatCalendarDay(proof.dataRecebimento)}</bdi> }}
            />
            {proof.recebedorNome && (
              <>
                {' '}
                <FormattedMessage
                  id="entrega.detail.proof.receiver"
                  values={{
                    nome: (
                      <bdi>
                        {proof.recebedorNome}
                        {proof.recebedorDocumento && ` (${formatCnpjCpf(proof.recebedorDocumento)})`}
                      </bdi>
                    ),
                  }}
                />
              </>
            )}
          </Text>
        )}
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            <bdi>{formatBusinessDateTime(proof.createdAt)}</bdi>
          </Text>
          <Badge variant="light" size="sm" color={proof.origem === 'barcode' ? 'teal' : 'gray'}>
            <FormattedMessage id={`entrega.detail.proof.origem.${proof.origem}`} />
          </Badge>
        </Group>
      </Stack>
    </Paper>
  );
}

export function EntregaProofs({ entregaId }: { entregaId: number }) {
  const proofs = useQuery({ queryKey: proofsQueryKey(entregaId), queryFn: () => listProofs(entregaId) });
  if (proofs.isPending) return <Loader size="sm" />;
  if (!proofs.data?.length)
    return (
      <Alert variant="light" color="gray" icon={<IconFileCertificate size={18} />}>
        <FormattedMessage
          id={proofs.isError ? 'entrega.detail.proof.loadError' : 'entrega.detail.proof.empty'}
        />
      </Alert>
    );
  return (
    <Stack gap="sm">
      {proofs.data.map((proof) => (
        <ProofCard key={proof.id} proof={proof} />
      ))}
    </Stack>
  );
}
