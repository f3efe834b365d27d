/**
 * Extension `portalApplication`: the vendor portal's whole application (docs/landing.md).
 *   GET    /api/vendor/choices/{kind}      → { choices: { <apply name>: string[] } }  master-data options (public)
 *   GET    /api/vendor/application         → PortalApplication (every apply field, photos, poster, state, reason)
 *   PUT    /api/vendor/application         resubmission: the apply fields but phone and password → PortalApplication
 *   POST   /api/vendor/images              multipart `file` (image, checked by content, resized) → PortalPhotos
 *   DELETE /api/vendor/images/{name}       → PortalPhotos
 *   PUT    /api/vendor/poster              { poster: <image name> } → PortalPhotos
 * Everything but the choices needs the vendor's bearer token; changes are refused (409) once the application is
 * decided (approved, rejected, suspended). Photos are the vendor's gallery images, the ones the admin sees.
 */
import { z } from 'zod';
import { conflictAnswer } from './responses.ts';
import { MAX_PORTAL_PHOTOS, type PortalApplication, type PortalPhotos } from '../../src/domain/landing.ts';
import type { MediaFolder } from '../../src/domain/media.ts';
import { REVIEW_STATES, type ReviewState } from '../../src/domain/review.ts';
import { type VendorKindDeclaration } from '../../src/domain/vendorKinds/index.ts';
import { choiceFieldsOf, applyNameOf, fieldsNamedIn, resubmissionSchemaOf } from '../../src/domain/vendorKinds/application.ts';
import type { Db } from '../db/database.ts';
import { HttpProblem, badRequest, notFound, parse } from '../errors.ts';
import { nfcValues } from '../../src/domain/normalText.ts';
import { readMultipart, requireFile } from '../media/multipart.ts';
import { resizePhoto } from '../media/resize.ts';
import { VENDOR_SECURITY, documented, formFile, type ApiInstance } from '../openapi.ts';
import { PROFESSIONAL_CATEGORY_TABLE, VEGETABLE_CATEGORY_TABLE, listCategories } from '../repositories/categories.ts';
import { listTransportCategories } from '../repositories/transportCategories.ts';
import { vendorKindOf } from '../repositories/vendorsTable.ts';
import { hasImage } from '../repositories/vendorsMedia.ts';
import { addPortalPhoto, choosePosterFromImages, deletePortalPhoto } from '../vendors/media.ts';
import { findApplicationValues, findPoster, listPhotos } from '../repositories/vendorPortal.ts';
import { requestLanguage } from '../i18n/language.ts';
import { runAs } from '../db/actor.ts';
import { findReviewState } from '../repositories/reviews.ts';
import { resubmitApplication } from '../review/decisions.ts';
import { configOfKind, type ServedVendorKind } from './vendors/kinds.ts';
import { validationText } from '../../src/domain/validationTexts.ts';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const tags = ['vendorPortal'];

/**
 * Master data a 'reference' field's options come from, by the resource its declaration names (active categories
 * only: an inactive one is not offered to new vendors).
 */
const MASTER_DATA: Record<string, (db: Db) => Promise<string[]>> = {
  vegetableCategories: async (db) => (await listCategories(db, VEGETABLE_CATEGORY_TABLE)).filter((c) => c.active).map((c) => c.name),
  professionalCategories: async (db) => (await listCategories(db, PROFESSIONAL_CATEGORY_TABLE)).filter((c) => c.active).map((c) => c.name),
  transportCategories: async (db) => (await listTransportCategories(db)).map((c) => c.vehicleCategory),
};

/** The master-data options of each choice field of a kind, by application name. */
export async function choicesOf(db: Db, kind: VendorKindDeclaration): Promise<Record<string, string[]>> {
  const choices: Record<string, string[]> = {};
  for (const field of choiceFieldsOf(kind)) {
    const source = field.reference && MASTER_DATA[field.reference.resource];
    if (source) choices[applyNameOf(field)] = await source(db);
  }
  return choices;
}

/**
 * 400 naming each choice field whose value is not one of the current options; a value already stored (`stored`)
 * may stay although master data no longer offers it.
 */
export async function checkChoices(db: Db, kind: VendorKindDeclaration, values: Record<string, unknown>, stored: Record<string, unknown> = {}): Promise<void> {
  const choices = await choicesOf(db, kind);
  const errors: Record<string, string> = {};
  for (const field of choiceFieldsOf(kind)) {
    const name = applyNameOf(field);
    const options = choices[name];
    // No master data yet (a new installation): the field takes what the applicant typed.
    const value = values[name];
    if (value === undefined || (stored[name] !== undefined && String(stored[name]) === String(value))) continue;
    if (options?.length && !options.includes(String(value))) errors[name] = validationText('validation.chooseFromList', { field: { en: field.label, ta: field.ta } });
  }
  if (Object.keys(errors).length) throw badRequest(errors);
}

const photo = z.object({ name: z.string(), url: z.string(), thumbnail: z.string() });
const photosAnswer = z.object({ images: z.array(photo), poster: z.string().nullable() });
const applicationAnswer = photosAnswer.extend({
  category: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  state: z.enum(REVIEW_STATES),
  reason: z.string().nullable(),
  reasonFields: z.array(z.string()).describe("Apply fields (and 'photos') the reason names; empty when it names none"),
  editable: z.boolean(),
});
const resubmission = documented(
  z.record(z.string(), z.unknown()).describe('The apply fields of the vendor\'s kind but phoneNumber and password (as POST /api/vendor/apply)'),
);
const imageForm = documented(z.object({ file: formFile('JPEG, PNG, WebP or GIF, at most 5 MB; resized to 1600 px and thumbnailed') }));
/** Changes once the application is approved, rejected or suspended. */
const closed = conflictAnswer('the application is no longer open to changes');
const schemas = {
  choices: {
    tags,
    params: z.object({ kind: z.string().describe('The vendor kind (the application\'s category): vegetable, professional, transport or hotel') }),
    response: { 200: z.object({ choices: z.record(z.string(), z.array(z.string())) }) },
  },
  read: { tags, security: VENDOR_SECURITY, response: { 200: applicationAnswer } },
  resubmit: { tags, security: VENDOR_SECURITY, body: resubmission, response: { 200: applicationAnswer, ...closed } },
  upload: { tags, security: VENDOR_SECURITY, consumes: ['multipart/form-data'], body: imageForm, response: { 200: photosAnswer, ...closed } },
  remove: { tags, security: VENDOR_SECURITY, params: z.object({ name: z.string() }), response: { 200: photosAnswer, ...closed } },
  poster: { tags, security: VENDOR_SECURITY, body: z.object({ poster: z.string().min(1, 'Choose a poster') }), response: { 200: photosAnswer, ...closed } },
};

const EDITABLE_STATES: readonly ReviewState[] = ['applied', 'changes_requested'];

export async function vendorApplicationRoutes(app: ApiInstance, sessionVendor: (authorization: string | undefined) => Promise<number>) {
  const asVendor = <T>(work: () => Promise<T>) => runAs({ adminId: null, kind: 'vendor' }, work);

  const configOf = async (vendorId: number): Promise<ServedVendorKind> => {
    const kind = await vendorKindOf(app.db, vendorId);
    if (!kind) throw new HttpProblem(401, validationText('portal.sessionExpired'));
    return configOfKind(app, kind);
  };
  const stateOf = async (vendorId: number) => {
    const review = await findReviewState(app.db, vendorId);
    if (!review) throw new HttpProblem(401, validationText('portal.sessionExpired'));
    return review;
  };
  const mustBeEditable = async (vendorId: number) => {
    const { state } = await stateOf(vendorId);
    if (!EDITABLE_STATES.includes(state)) {
      throw new HttpProblem(409, validationText('portal.applicationLocked', { state: state.replace('_', ' ') }));
    }
  };
  const photosOf = async (vendorId: number, folder: string): Promise<PortalPhotos> => ({
    images: (await listPhotos(app.db, vendorId)).map(({ name, thumb }) => ({ name, url: `/${folder}/${name}`, thumbnail: `/${folder}/${thumb ?? name}` })),
    poster: await findPoster(app.db, vendorId),
  });
  const applicationOf = async (vendorId: number): Promise<PortalApplication> => {
    const config = await configOf(vendorId);
    const review = await stateOf(vendorId);
    const values = await findApplicationValues(app.db, config, vendorId);
    if (!values) throw new HttpProblem(401, validationText('portal.sessionExpired'));
    return {
      category: config.kind,
      values,
      ...(await photosOf(vendorId, config.media.images)),
      state: review.state,
      reason: review.reason,
      reasonFields: review.state === 'changes_requested' ? fieldsNamedIn(review.reason, config.declaration) : [],
      editable: EDITABLE_STATES.includes(review.state),
    };
  };

  app.get('/api/vendor/choices/:kind', { config: perMinute(60), schema: schemas.choices }, async (request) => {
    const kind = app.vendorKinds.find((k) => k.kind === request.params.kind);
    if (!kind) throw notFound('Vendor category');
    return { choices: await choicesOf(app.db, kind) };
  });

  app.get('/api/vendor/application', { config: perMinute(60), schema: schemas.read }, async (request) =>
    applicationOf(await sessionVendor(request.headers.authorization)),
  );

  // The whole application again; after "changes requested" it goes back to the reviewers (the vendor's decision).
  app.put('/api/vendor/application', { config: perMinute(10), schema: schemas.resubmit }, async (request) => {
    const vendorId = await sessionVendor(request.headers.authorization);
    const config = await configOf(vendorId);
    await mustBeEditable(vendorId);
    const values = nfcValues(parse(resubmissionSchemaOf(config.declaration), request.body) as Record<string, unknown>);
    await checkChoices(app.db, config.declaration, values, (await findApplicationValues(app.db, config, vendorId)) ?? {});
    await asVendor(() => resubmitApplication(app.db, config, vendorId, values, requestLanguage(request)));
    return applicationOf(vendorId);
  });

  app.post('/api/vendor/images', { config: perMinute(30), schema: schemas.upload }, async (request) => {
    const vendorId = await sessionVendor(request.headers.authorization);
    const config = await configOf(vendorId);
    await mustBeEditable(vendorId);
    const { photo: bytes, thumbnail } = await resizePhoto(requireFile(await readMultipart(request), 'file'), 'file');
    const folder: MediaFolder = config.media.images;
    await asVendor(() => addPortalPhoto(app.media, vendorId, folder, { photo: bytes, thumbnail }, MAX_PORTAL_PHOTOS));
    return photosOf(vendorId, folder);
  });

  app.delete('/api/vendor/images/:name', { config: perMinute(30), schema: schemas.remove }, async (request) => {
    const vendorId = await sessionVendor(request.headers.authorization);
    const config = await configOf(vendorId);
    await mustBeEditable(vendorId);
    const folder = config.media.images;
    await asVendor(() => deletePortalPhoto(app.media, vendorId, request.params.name, folder));
    return photosOf(vendorId, folder);
  });

  app.put('/api/vendor/poster', { config: perMinute(30), schema: schemas.poster }, async (request) => {
    const vendorId = await sessionVendor(request.headers.authorization);
    const config = await configOf(vendorId);
    await mustBeEditable(vendorId);
    const { poster } = request.body;
    if (!(await hasImage(app.db, vendorId, poster))) throw badRequest({ poster: 'Choose the poster among your photos' });
    await asVendor(() => choosePosterFromImages(app.media, vendorId, poster, config.media.images));
    return photosOf(vendorId, config.media.images);
  });
}
