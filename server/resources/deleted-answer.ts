// What a delete answers: the spec's message ('Exlusão efetuada com sucesso', misspelling kept),
// in the language the request asks for (Accept-Language, which the SPA sets to the user's
// language; Portuguese otherwise), as refusals are (server/errors.ts).
import type { FastifyRequest } from 'fastify';
import { messageText, requestLocale } from '../messages';

export const DELETE_SUCCESS_ID = 'resources.deleteSuccess';

/** The body of a delete that succeeded (route-schemas.ts's deletedMessage). */
export const deletedAnswer = (request: FastifyRequest) => ({
  isSuccess: true as const,
  data: {
    message: messageText({ id: DELETE_SUCCESS_ID }, requestLocale(request.headers['accept-language'])),
  },
});
