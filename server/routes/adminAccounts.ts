/**
 * Extension `reviewDesk`: admin accounts and reason templates (area `admins`, owner only), and every admin's own
 * password (area `self`).
 *   GET /api/admins, GET /api/admins/:id, POST /api/admins { email, name, role, password }, PUT /api/admins/:id { name?, role?, active? }
 *   GET /api/reason-templates, GET /api/reason-templates/:id, POST, PUT /api/reason-templates/:id { action, text }, DELETE /api/reason-templates/:id
 *   PUT /api/admin/password { currentPassword, newPassword }
 * Lists answer in the ra-data-simple-rest conventions (Content-Range) so react-admin's provider serves them.
 */
import { z } from 'zod';
import { adminAccountSchema, adminChangeSchema, passwordChangeSchema, reasonTemplateSchema } from '../../src/domain/review.ts';
import { id } from '../../src/domain/schemas.ts';
import { badRequest, foundOr404, notFound } from '../errors.ts';
import type { ApiInstance } from '../openapi.ts';
import { conflictAnswer, errorAnswer, recordWith, successAnswer } from './responses.ts';
import { hashPassword, UNUSABLE_HASH, verifyPassword } from '../auth/passwords.ts';
import { reservePasswordAttempt } from '../auth/passwordAttempts.ts';
import { sessionTokenOf } from '../auth/sessions.ts';
import { sessionAdmin } from '../auth/requireAdmin.ts';
import {
  changeAdminPassword,
  deleteReasonTemplate,
  findAdminAccount,
  findReasonTemplate,
  insertAdminAccount,
  listAdminAccounts,
  listReasonTemplates,
  passwordHashOf,
  saveReasonTemplate,
  updateAdminAccount,
} from '../repositories/adminAccounts.ts';
import { sendAll } from './simpleRest.ts';

const idParams = z.object({ id: id('id') });
const account = recordWith({ id: z.number(), email: z.string(), name: z.string(), role: z.string() }, 'An admin account (never its password)');
const template = recordWith({ id: z.number(), action: z.string(), text: z.string() }, 'A reason template');
const admins = ['admins'];
const lastOwner = conflictAnswer('the last active owner cannot be demoted or deactivated');
const duplicateTemplate = conflictAnswer('this reason already exists for this decision');
const schemas = {
  accounts: { tags: admins, response: { 200: z.array(account) } },
  account: { tags: admins, params: idParams, response: { 200: account } },
  addAccount: { tags: admins, body: adminAccountSchema, response: { 201: account, ...conflictAnswer('an admin with this e-mail already exists') } },
  changeAccount: { tags: admins, params: idParams, body: adminChangeSchema, response: { 200: account, ...lastOwner } },
  password: { tags: ['self'], body: passwordChangeSchema, response: { 200: successAnswer, 429: errorAnswer('Too many wrong current passwords; try again after the time in Retry-After') } },
  templates: { tags: admins, response: { 200: z.array(template) } },
  template: { tags: admins, params: idParams, response: { 200: template } },
  addTemplate: { tags: admins, body: reasonTemplateSchema, response: { 201: template, ...duplicateTemplate } },
  changeTemplate: { tags: admins, params: idParams, body: reasonTemplateSchema, response: { 200: template, ...duplicateTemplate } },
  deleteTemplate: { tags: admins, params: idParams, response: { 200: z.object({ id: z.number() }) } },
};

export async function adminAccountRoutes(app: ApiInstance) {
  const { db } = app;

  app.get('/api/admins', { config: { access: 'admins.read' }, schema: schemas.accounts }, async (_request, reply) => sendAll(reply, 'admins', await listAdminAccounts(db)));

  app.get('/api/admins/:id', { config: { access: 'admins.read' }, schema: schemas.account }, async (request) => foundOr404(await findAdminAccount(db, request.params.id), 'Admin'));

  app.post('/api/admins', { config: { access: 'admins.manage' }, schema: schemas.addAccount }, async (request, reply) => {
    const { password, ...fields } = request.body;
    const created = await insertAdminAccount(db, fields, await hashPassword(password));
    return reply.status(201).send(created);
  });

  app.put('/api/admins/:id', { config: { access: 'admins.manage' }, schema: schemas.changeAccount }, async (request) => {
    return updateAdminAccount(db, request.params.id, request.body);
  });

  // Wrong current passwords count as failed logins (same throttle, same keys); a change ends every other session.
  app.put('/api/admin/password', { config: { access: 'self.write' }, schema: schemas.password }, async (request, reply) => {
    const { currentPassword, newPassword } = request.body;
    const admin = sessionAdmin(request);
    const reservation = await reservePasswordAttempt(app, request, reply, admin.email, (seconds) => `Too many wrong passwords; try again in ${seconds} s`);
    if (!reservation) return reply;
    let ok: boolean;
    try {
      ok = await verifyPassword(currentPassword, (await passwordHashOf(db, admin.id)) ?? UNUSABLE_HASH, request.ip);
    } catch (error) {
      await reservation.refund();
      throw error;
    }
    if (!ok) {
      await reservation.fail();
      throw badRequest({ currentPassword: 'The current password is not correct' });
    }
    await reservation.refund();
    await changeAdminPassword(db, admin.id, await hashPassword(newPassword), sessionTokenOf(request));
    return { success: true as const };
  });

  app.get('/api/reason-templates', { config: { access: 'admins.read' }, schema: schemas.templates }, async (_request, reply) =>
    sendAll(reply, 'reason-templates', await listReasonTemplates(db)),
  );

  app.get('/api/reason-templates/:id', { config: { access: 'admins.read' }, schema: schemas.template }, async (request) =>
    foundOr404(await findReasonTemplate(db, request.params.id), 'Reason template'),
  );

  app.post('/api/reason-templates', { config: { access: 'admins.manage' }, schema: schemas.addTemplate }, async (request, reply) =>
    reply.status(201).send(await saveReasonTemplate(db, request.body)),
  );

  app.put('/api/reason-templates/:id', { config: { access: 'admins.manage' }, schema: schemas.changeTemplate }, async (request) => {
    return saveReasonTemplate(db, request.body, request.params.id);
  });

  app.delete('/api/reason-templates/:id', { config: { access: 'admins.manage' }, schema: schemas.deleteTemplate }, async (request) => {
    const { id: templateId } = request.params;
    if (!(await deleteReasonTemplate(db, templateId))) throw notFound('Reason template');
    return { id: templateId };
  });
}
