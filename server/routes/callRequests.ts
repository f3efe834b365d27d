/** Call requests: newest first, notes editable, rows deletable. */
import { z } from 'zod';
import { callRequestNotes, id } from '../../src/domain/schemas.ts';
import { notFound } from '../errors.ts';
import type { ApiInstance } from '../openapi.ts';
import { deleteCallRequest, listCallRequests, updateCallRequestNotes } from '../repositories/callRequests.ts';
import { callRequestRecord, deletedAnswer } from './responses.ts';

const tags = ['callRequests'];
const idParams = z.object({ id: id('id') });
const notesBody = z.object({ notes: callRequestNotes.transform((s) => s.trim()) });

export async function callRequestRoutes(app: ApiInstance) {
  const { db } = app;

  app.get('/getCallRequests', { schema: { tags, response: { 200: z.array(callRequestRecord) } } }, async () => listCallRequests(db));

  app.put(
    '/updateNotes/:id',
    { schema: { tags, params: idParams, body: notesBody, response: { 200: callRequestRecord } } },
    async (request) => {
      const { id: requestId } = request.params;
      const row = await updateCallRequestNotes(db, requestId, request.body.notes);
      if (!row) throw notFound('Call request');
      return row;
    },
  );

  app.delete(
    '/callrequest/deleteRow/:id',
    { schema: { tags, params: idParams, response: { 200: deletedAnswer() } } },
    async (request) => {
      const { id: requestId } = request.params;
      if (!(await deleteCallRequest(db, requestId))) throw notFound('Call request');
      return { success: true as const, id: requestId };
    },
  );
}
