/**
 * Extension `reviewDesk`: admin accounts and reason templates (area `admins`, owner only), and every admin's own
 * password (area `self`).
 *   GET /api/admins, GET /api/admins/:id, POST /api/admins { email, name, role, password }, PUT /api/admins/:id { name?, role?, active? }
 *   GET /api/reason-templates, GET /api/reason-templates/:id, POST, PUT /api/reason-templates/:id { action, text }, DELETE /api/reason-templates/:id
 *   PUT /api/admin/password { currentPassword, newPassword }
 * Lists answer in the ra-data-simple-rest conventions (Content-Range) so react-admin's provider serves them.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminAccountSchema, adminChangeSchema, passwordChangeSchema, reasonTemplateSchema } from '../../src/domain/review.ts';
import { id } from '../../src/domain/schemas.ts';
import { badRequest, notFound, parse } from '../errors.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { sessionAdmin } from '../auth/requireAdmin.ts';
import {
  deleteReasonTemplate,
  findAdminAccount,
  findReasonTemplate,
  insertAdminAccount,
  listAdminAccounts,
  listReasonTemplates,
  passwordHashOf,
  saveReasonTemplate,
  setAdminPassword,
  updateAdminAccount,
} from '../repositories/adminAccounts.ts';
import { sendPage } from './simpleRest.ts';

const idParams = z.object({ id: id('id') });

export async function adminAccountRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get('/api/admins', async (_request, reply) => {
    const rows = listAdminAccounts(db);
    return sendPage(reply, 'admins', 0, { rows, total: rows.length });
  });

  app.get('/api/admins/:id', async (request) => {
    const account = findAdminAccount(db, parse(idParams, request.params).id);
    if (!account) throw notFound('Admin');
    return account;
  });

  app.post('/api/admins', async (request, reply) => {
    const { password, ...account } = parse(adminAccountSchema, request.body);
    const created = insertAdminAccount(db, account, await hashPassword(password));
    return reply.status(201).send(created);
  });

  app.put('/api/admins/:id', async (request) => {
    const { id: adminId } = parse(idParams, request.params);
    return updateAdminAccount(db, adminId, parse(adminChangeSchema, request.body));
  });

  app.put('/api/admin/password', async (request) => {
    const { currentPassword, newPassword } = parse(passwordChangeSchema, request.body);
    const admin = sessionAdmin(request);
    const ok = await verifyPassword(currentPassword, passwordHashOf(db, admin.id) ?? '');
    if (!ok) throw badRequest({ currentPassword: 'The current password is not correct' });
    setAdminPassword(db, admin.id, await hashPassword(newPassword));
    return { success: true };
  });

  app.get('/api/reason-templates', async (_request, reply) => {
    const rows = listReasonTemplates(db);
    return sendPage(reply, 'reason-templates', 0, { rows, total: rows.length });
  });

  app.get('/api/reason-templates/:id', async (request) => {
    const template = findReasonTemplate(db, parse(idParams, request.params).id);
    if (!template) throw notFound('Reason template');
    return template;
  });

  app.post('/api/reason-templates', async (request, reply) =>
    reply.status(201).send(saveReasonTemplate(db, parse(reasonTemplateSchema, request.body))),
  );

  app.put('/api/reason-templates/:id', async (request) => {
    const { id: templateId } = parse(idParams, request.params);
    return saveReasonTemplate(db, parse(reasonTemplateSchema, request.body), templateId);
  });

  app.delete('/api/reason-templates/:id', async (request) => {
    const { id: templateId } = parse(idParams, request.params);
    if (!deleteReasonTemplate(db, templateId)) throw notFound('Reason template');
    return { id: templateId };
  });
}
