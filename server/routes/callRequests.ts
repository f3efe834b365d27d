/** Call requests: newest first, notes editable, rows deletable. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callRequestNotes, id } from '../../src/domain/schemas.ts';
import { notFound, parse } from '../errors.ts';
import { deleteCallRequest, findCallRequest, listCallRequests, updateCallRequestNotes } from '../repositories/callRequests.ts';

const idParams = z.object({ id: id('id') });
const notesBody = z.object({ notes: callRequestNotes.transform((s) => s.trim()) });

export async function callRequestRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get('/getCallRequests', async () => listCallRequests(db));

  app.put('/updateNotes/:id', async (request) => {
    const { id: requestId } = parse(idParams, request.params);
    const { notes } = parse(notesBody, request.body);
    const updated = db.transaction(() => updateCallRequestNotes(db, requestId, notes))();
    if (!updated) throw notFound('Call request');
    return findCallRequest(db, requestId);
  });

  app.delete('/callrequest/deleteRow/:id', async (request) => {
    const { id: requestId } = parse(idParams, request.params);
    const deleted = db.transaction(() => deleteCallRequest(db, requestId))();
    if (!deleted) throw notFound('Call request');
    return { success: true, id: requestId };
  });
}
