/**
 * Extension `reviewDesk`: admin accounts and reason templates (area `admins`, owner only), and every admin's own
 * password (area `self`).
 * Their endpoints are the declarations' (src/domain/resources/admins.ts, reasonTemplates.ts): accounts
 * (create { email, name, role, password }, update { name?, role?, active? }), templates ({ action, text }), and
 * ownPassword { currentPassword, newPassword }.
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
import { endpointRoute } from './endpointRoute.ts';
import { admins, reasonTemplates } from '../../src/domain/resources/index.ts';

const idParams = z.object({ id: id('id') });
const account = recordWith({ id: z.number(), email: z.string(), name: z.string(), role: z.string() }, 'An admin account (never its password)');
const template = recordWith({ id: z.number(), action: z.string(), text: z.string() }, 'A reason template');
const tags = ['admins'];
const lastOwner = conflictAnswer('the last active owner cannot be demoted or deactivated');
const duplicateTemplate = conflictAnswer('this reason already exists for this decision');
const schemas = {
  accounts: { tags, response: { 200: z.array(account) } },
  account: { tags, params: idParams, response: { 200: account } },
  addAccount: { tags, body: adminAccountSchema, response: { 201: account, ...conflictAnswer('an admin with this e-mail already exists') } },
  changeAccount: { tags, params: idParams, body: adminChangeSchema, response: { 200: account, ...lastOwner } },
  password: { tags: ['self'], body: passwordChangeSchema, response: { 200: successAnswer, 429: errorAnswer('Too many wrong current passwords; try again after the time in Retry-After') } },
  templates: { tags, response: { 200: z.array(template) } },
  template: { tags, params: idParams, response: { 200: template } },
  addTemplate: { tags, body: reasonTemplateSchema, response: { 201: template, ...duplicateTemplate } },
  changeTemplate: { tags, params: idParams, body: reasonTemplateSchema, response: { 200: template, ...duplicateTemplate } },
  deleteTemplate: { tags, params: idParams, response: { 200: z.object({ id: z.number() }) } },
};

export async function adminAccountRoutes(app: ApiInstance) {
  const { db } = app;

  app.route({ ...endpointRoute(admins.endpoints.list), config: { access: 'admins.read' }, schema: schemas.accounts, handler: async (_request, reply) => sendAll(reply, 'admins', await listAdminAccounts(db)) });

  app.route({ ...endpointRoute(admins.endpoints.one), config: { access: 'admins.read' }, schema: schemas.account, handler: async (request) => foundOr404(await findAdminAccount(db, request.params.id), 'Admin') });

  app.route({ ...endpointRoute(admins.endpoints.create), config: { access: 'admins.manage' }, schema: schemas.addAccount, handler: async (request, reply) => {
    const { password, ...fields } = request.body;
    const created = await insertAdminAccount(db, fields, await hashPassword(password));
    return reply.status(201).send(created);
  } });

  app.route({ ...endpointRoute(admins.endpoints.update), config: { access: 'admins.manage' }, schema: schemas.changeAccount, handler: async (request) => {
    return updateAdminAccount(db, request.params.id, request.body);
  } });

  // Wrong current passwords count as failed logins (same throttle, same keys); a change ends every other session.
  app.route({ ...endpointRoute(admins.endpoints.ownPassword), config: { access: 'self.write' }, schema: schemas.password, handler: async (request, reply) => {
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
  } });

  app.route({ ...endpointRoute(reasonTemplates.endpoints.list), config: { access: 'admins.read' }, schema: schemas.templates, handler: async (_request, reply) =>
    sendAll(reply, 'reason-templates', await listReasonTemplates(db)) });

  app.route({ ...endpointRoute(reasonTemplates.endpoints.one), config: { access: 'admins.read' }, schema: schemas.template, handler: async (request) =>
    foundOr404(await findReasonTemplate(db, request.params.id), 'Reason template') });

  app.route({ ...endpointRoute(reasonTemplates.endpoints.create), config: { access: 'admins.manage' }, schema: schemas.addTemplate, handler: async (request, reply) =>
    reply.status(201).send(await saveReasonTemplate(db, request.body)) });

  app.route({ ...endpointRoute(reasonTemplates.endpoints.update), config: { access: 'admins.manage' }, schema: schemas.changeTemplate, handler: async (request) => {
    return saveReasonTemplate(db, request.body, request.params.id);
  } });

  app.route({ ...endpointRoute(reasonTemplates.endpoints.delete), config: { access: 'admins.manage' }, schema: schemas.deleteTemplate, handler: async (request) => {
    const { id: templateId } = request.params;
    if (!(await deleteReasonTemplate(db, templateId))) throw notFound('Reason template');
    return { id: templateId };
  } });
}
