/**
 * Call requests: newest first, notes editable, rows deletable. A note is appended to the request's timeline (the
 * call desk's, docs/call-desk.md) and becomes its `notes`; an empty one is refused, not saved as a blank.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callNote } from '../../src/domain/callDesk.ts';
import { id } from '../../src/domain/schemas.ts';
import { HttpProblem, notFound } from '../errors.ts';
import type { ApiInstance } from '../openapi.ts';
import { sessionAdmin } from '../auth/requireAdmin.ts';
import { appendCallNote } from '../repositories/callDesk.ts';
import { deleteCallRequest, findCallRequest, listCallRequests } from '../repositories/callRequests.ts';
import { callRequestRecord, deletedAnswer } from './responses.ts';
import { endpointRoute } from './endpointRoute.ts';
import { callRequests } from '../../src/domain/resources/index.ts';

const tags = ['callRequests'];
const idParams = z.object({ id: id('id') });
const notesBody = z.object({ notes: callNote });

/** The admin shows a refusal's message: it says what is wrong with the note (its limit), not just "Invalid input: notes". */
function noteRefusal(error: FastifyError | HttpProblem, request: FastifyRequest, reply: FastifyReply) {
  const text = error instanceof HttpProblem && error.statusCode === 400 ? error.errors?.notes : undefined;
  if (text) return reply.status(400).send({ message: text, errors: error instanceof HttpProblem ? error.errors : undefined });
  return request.server.errorHandler(error as FastifyError, request, reply);
}

export async function callRequestRoutes(app: ApiInstance) {
  const { db } = app;

  app.route({ ...endpointRoute(callRequests.endpoints.all), config: { access: 'calls.read' }, schema: { tags, response: { 200: z.array(callRequestRecord) } }, handler: async () => listCallRequests(db) });

  app.route({
    ...endpointRoute(callRequests.endpoints.updateNotes),
    config: { access: 'calls.write' }, schema: { tags, params: idParams, body: notesBody, response: { 200: callRequestRecord } }, errorHandler: noteRefusal,
    handler: async (request) => {
      const { id: requestId } = request.params;
      const admin = sessionAdmin(request);
      if (!(await appendCallNote(db, requestId, request.body.notes, { id: admin.id, name: admin.name }))) throw notFound('Call request');
      const row = await findCallRequest(db, requestId);
      if (!row) throw notFound('Call request');
      return row;
    },
  });

  app.route({
    ...endpointRoute(callRequests.endpoints.deleteRow),
    config: { access: 'calls.write' }, schema: { tags, params: idParams, response: { 200: deletedAnswer() } },
    handler: async (request) => {
      const { id: requestId } = request.params;
      if (!(await deleteCallRequest(db, requestId))) throw notFound('Call request');
      return { success: true as const, id: requestId };
    },
  });
}
