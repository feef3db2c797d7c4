// A card move through the HTTP route, for either board kind while its hub is not connected. A
// refusal (404: the card is gone; 409: the machine or a stale version refused it) is an answer
// with the reason's message id, not an error, exactly as the hub's MoveCard and MoveExpense answer.
import { HTTPError } from 'ky';
import { z } from 'zod';
import { api } from '@/services/api';

export type BoardMoveResult<Card> =
  { ok: true; card: Card } | { ok: false; status: 404 | 409; messageId: string; card: null };

export async function boardMoveOverHttp<Card>(
  path: string,
  move: unknown,
  cardSchema: z.ZodType<Card>,
  /** Said when the server's refusal names no message. */
  fallbackMessageId: string,
): Promise<BoardMoveResult<Card>> {
  try {
    const answer = z.object({ data: cardSchema }).parse(await api.tracking.post(path, { json: move }).json());
    return { ok: true, card: answer.data };
  } catch (error) {
    if (!(error instanceof HTTPError) || (error.response.status !== 404 && error.response.status !== 409))
      throw error;
    const body = (await error.response.json().catch(() => ({}))) as { messageIds?: string[] };
    return {
      ok: false,
      status: error.response.status === 404 ? 404 : 409,
      messageId: body.messageIds?.[0] ?? fallbackMessageId,
      card: null,
    };
  }
}
