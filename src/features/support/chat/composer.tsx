// Where a message is written: Enter sends (Shift+Enter breaks the line), "/" opens the canned
// answers (agents), the clip attaches an image or a PDF. What is sent goes to the outbox first, so
// it is kept until the server has it. While the user types, the others see it (throttled).
import { ActionIcon, Group, Paper, Stack, Text, Textarea, Tooltip, UnstyledButton } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ATTACHMENT_MAX_BYTES, MESSAGE_MAX_LENGTH } from '@/domain/support/chat-limits';
import { errorMessages } from '@/services/api';
import { notify } from '@/ui/notify';
import { cannedQuery, matchingAnswers } from './canned-answers';
import { getCannedAnswers, uploadAttachment } from './chat-api';
import { supportChatHub } from './support-chat-hub';

const TYPING_EVERY_MS = 2000;
const TYPING_IDLE_MS = 3000;

export interface ComposerProps {
  conversationId: number;
  agent: boolean;
  send: (body: string, attachmentId?: number) => void;
}

export function Composer({ conversationId, agent, send }: ComposerProps) {
  const intl = useIntl();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const typingSince = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);

  const answers = useQuery({
    queryKey: ['support', 'canned'],
    queryFn: getCannedAnswers,
    enabled: agent,
    staleTime: 60_000,
  });
  const query = agent ? cannedQuery(text) : undefined;
  const options = query === undefined ? [] : matchingAnswers(answers.data ?? [], query);
  const open = options.length > 0;

  const signalTyping = (typing: boolean) => {
    if (supportChatHub.status !== 'connected') return;
    supportChatHub.invoke('Typing', conversationId, typing).catch(() => undefined);
  };
  useEffect(() => () => clearTimeout(idle.current), []);

  const changed = (value: string) => {
    setText(value);
    setActive(0);
    const now = Date.now();
    if (value && now - typingSince.current > TYPING_EVERY_MS) {
      typingSince.current = now;
      signalTyping(true);
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(() => {
      typingSince.current = 0;
      signalTyping(false);
    }, TYPING_IDLE_MS);
  };

  const submit = () => {
    const body = text.trim();
    if (!body) return;
    if (body.length > MESSAGE_MAX_LENGTH) {
      notify({
        color: 'red',
        message: intl.formatMessage({ id: 'support.error.messageTooLong' }, { max: MESSAGE_MAX_LENGTH }),
      });
      return;
    }
    send(body);
    setText('');
    clearTimeout(idle.current);
    typingSince.current = 0;
    signalTyping(false);
  };

  const choose = (index: number) => {
    const answer = options[index];
    if (answer) setText(answer.texto);
  };

  const attach = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > ATTACHMENT_MAX_BYTES) {
      notify({
        color: 'red',
        message: intl.formatMessage(
          { id: 'support.error.attachmentTooLarge' },
          { max: ATTACHMENT_MAX_BYTES / 1024 ** 2 },
        ),
      });
      return;
    }
    setUploading(true);
    try {
      const attachment = await uploadAttachment(conversationId, file);
      send(text.trim().slice(0, MESSAGE_MAX_LENGTH), attachment.id);
      setText('');
    } catch (error) {
      notify({ color: 'red', message: (await errorMessages(error)).join(' ') });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Stack gap={4}>
      {open && (
        <Paper withBorder shadow="sm" p={4} radius="md">
          <div
            role="listbox"
            id={listId}
            aria-label={intl.formatMessage({ id: 'support.chat.canned.label' })}
          >
            {options.map((answer, index) => (
              <UnstyledButton
                key={answer.id}
                id={`${listId}-${answer.id}`}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(index)}
                w="100%"
                p={6}
                style={{
                  borderRadius: 4,
                  background: index === active ? 'var(--mantine-color-default-hover)' : undefined,
                }}
              >
                <Text size="sm" fw={600}>
                  {answer.titulo}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {answer.texto}
                </Text>
              </UnstyledButton>
            ))}
          </div>
        </Paper>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,application/pdf"
          hidden
          data-testid="chat-file"
          onChange={(e) => void attach(e.currentTarget.files?.[0])}
        />
        <Tooltip label={intl.formatMessage({ id: 'support.chat.attach' })}>
          <ActionIcon
            variant="subtle"
            size="lg"
            loading={uploading}
            aria-label={intl.formatMessage({ id: 'support.chat.attach' })}
            onClick={() => fileInput.current?.click()}
          >
            <IconPaperclip size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Textarea
          flex={1}
          autosize
          minRows={1}
          maxRows={6}
          value={text}
          aria-label={intl.formatMessage({ id: 'support.chat.composer' })}
          placeholder={intl.formatMessage({
            id: agent ? 'support.chat.composer.agentHint' : 'support.chat.composer.hint',
          })}
          role={open ? 'combobox' : undefined}
          aria-expanded={open ? true : undefined}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open && options[active] ? `${listId}-${options[active].id}` : undefined}
          onChange={(e) => changed(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (open && e.key === 'ArrowDown') {
              e.preventDefault();
              setActive((a) => (a + 1) % options.length);
            } else if (open && e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((a) => (a - 1 + options.length) % options.length);
            } else if (open && (e.key === 'Enter' || e.key === 'Tab')) {
              e.preventDefault();
              choose(active);
            } else if (open && e.key === 'Escape') {
              setText(text.slice(1));
            } else if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
          error={
            text.length > MESSAGE_MAX_LENGTH
              ? intl.formatMessage({ id: 'support.error.messageTooLong' }, { max: MESSAGE_MAX_LENGTH })
              : undefined
          }
        />
        <ActionIcon size="lg" aria-label={intl.formatMessage({ id: 'support.chat.send' })} onClick={submit}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {text.length > MESSAGE_MAX_LENGTH * 0.9 && (
        <Text size="xs" c="dimmed" aria-live="polite">
          <FormattedMessage
            id="support.chat.counter"
            values={{ used: text.length, max: MESSAGE_MAX_LENGTH }}
          />
        </Text>
      )}
    </Stack>
  );
}
