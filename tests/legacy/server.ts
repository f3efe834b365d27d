/**
 * A legacy backend for tests, written from SPEC sections 3, 7 and 8 (not from `server/`): only the SPEC 7
 * calls, 404 for anything else; login answers `{ user }` and sets no cookie (nothing is enforced); CORS the
 * way the `cors` package does it; SQL-shaped rows (see data.ts); an empty list answered as
 * `{ "message": "No vendors found" }`; failures as 500 with `{ error }`, `{ message }` or plain text, switched
 * per call by the test; static media; and a log of every request.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { legacyTables, type LegacyTables, type Row } from './data';

export type CorsMode = 'any' | 'reflect' | 'credentials';
export type FailureShape = 'error' | 'message' | 'text';

export interface LoggedRequest {
  method: string;
  path: string;
  /** Parsed JSON body, or the multipart fields as text (files as their names). */
  body: unknown;
}

export interface LegacyServer {
  url: string;
  tables: LegacyTables;
  log: LoggedRequest[];
  cors: CorsMode;
  /** The next answers of `METHOD /path` (the filled path) are a 500 of this shape, until `heal`. */
  fail(call: string, shape: FailureShape): void;
  heal(): void;
  stop(): Promise<void>;
}

export const LEGACY_ADMIN = { email: 'legacy@admin.test', password: 'legacy-pass' };
/** The login `user` of the legacy backend: a row without `name`. */
export const LEGACY_ADMIN_USER = { id: '1', email: LEGACY_ADMIN.email };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);

/** Where each kind's files are served (SPEC 7 "Static media"). */
const MEDIA = {
  vegetable: { images: 'vegetablestoreimages', stories: 'vegetablestories' },
  professional: { images: 'professionalserviceimages', stories: 'professionalstories' },
  transport: { images: 'transportserviceimages', stories: 'transportstories' },
  hotel: { images: 'hotelstoreimages', stories: 'hotelstories' },
} as const;
export const STATIC_FOLDERS = [
  ...Object.values(MEDIA).flatMap((m) => [m.images, m.stories]),
  'vegetable/category/images',
  'vegetable/subcategory/images',
  'professional/category/images',
  'professional/subcategory/images',
];

type Kind = keyof typeof MEDIA;

interface Call {
  params: Record<string, string>;
  body: Record<string, unknown>;
  files: Record<string, string>;
}
type Answer = { status: number; json?: unknown; text?: string };
type Handler = (call: Call, tables: LegacyTables) => Answer;

const ok = (json: unknown = { message: 'Success' }): Answer => ({ status: 200, json });
const notFound = (message: string): Answer => ({ status: 404, json: { message } });

/** A MySQL row set as the legacy backend answers it: an array, or a message object when empty. */
const rows = (list: Row[], empty = 'No vendors found'): Answer => (list.length ? ok(list) : ok({ message: empty }));
const isVerified = (row: Row) => String(row.adminverified) === '1';
const byUser = (list: Row[], userId: string) => list.find((row) => String(row.user_id) === userId);

/** Applies an edit payload to a row, column by column, in the row's own spelling. */
function applyEdit(row: Row, payload: Record<string, unknown>, columns: Record<string, string> = {}) {
  for (const [field, value] of Object.entries(payload)) {
    const column = columns[field] ?? field;
    if (column === 'user_id' || value === undefined) continue;
    if (column in row) row[column] = value;
  }
}

function vendorRoutes(kind: Kind, paths: {
  lists?: [string, string];
  images: string;
  deleteImage: string;
  posterUpload: string;
  posterFromImage: string;
  edit: string;
  approve: string;
  stories?: string;
  deleteStory?: string;
}, editColumns: Record<string, string> = {}): Record<string, Handler> {
  const table = (t: LegacyTables) => t[kind];
  const routes: Record<string, Handler> = {
    [paths.images]: ({ params }, t) => ok({ imagePaths: t.images.get((params.user_id ?? '')) ?? [] }),
    [paths.deleteImage]: ({ params }, t) => {
      const list = t.images.get((params.user_id ?? '')) ?? [];
      if (!list.includes((params.imageName ?? ''))) return notFound('Image not found');
      t.images.set((params.user_id ?? ''), list.filter((name) => name !== params.imageName));
      return ok({ message: 'Image deleted successfully' });
    },
    [paths.posterUpload]: ({ body, files }, t) => {
      if (!files.poster) return { status: 400, json: { error: 'No poster file' } };
      t.posters.set(String(body.user_id), files.poster);
      return ok({ message: 'Poster uploaded' });
    },
    [paths.posterFromImage]: ({ body }, t) => {
      t.posters.set(String(body.user_id), String(body.poster));
      return ok({ message: 'Poster updated' });
    },
    [paths.edit]: ({ body }, t) => {
      const row = byUser(table(t), String(body.user_id));
      if (!row) return notFound('Vendor not found');
      applyEdit(row, body, editColumns);
      return ok({ message: 'Vendor updated successfully' });
    },
    [paths.approve]: ({ params }, t) => {
      const row = byUser(table(t), (params.user_id ?? ''));
      if (!row) return notFound('Vendor not found');
      row.adminverified = '1';
      row.verification = '1';
      return ok({ message: 'Vendor verified' });
    },
  };
  if (paths.lists) {
    routes[paths.lists[0]] = (_call, t) => rows(table(t).filter((row) => !isVerified(row)));
    routes[paths.lists[1]] = (_call, t) => rows(table(t).filter(isVerified));
  }
  if (paths.stories && paths.deleteStory) {
    routes[paths.stories] = ({ params }, t) => {
      const found = t.stories.filter((s) => s.kind === kind && String(s.user_id) === (params.user_id ?? params.userId));
      return found.length ? ok(found.map(({ id, todaystory }) => ({ id, todaystory }))) : notFound('No stories found');
    };
    routes[paths.deleteStory] = ({ params }, t) => {
      const before = t.stories.length;
      t.stories = t.stories.filter((s) => String(s.id) !== params.storyId);
      return t.stories.length < before ? ok({ message: 'Story deleted' }) : notFound('Story not found');
    };
  }
  return routes;
}

function deleteVendor({ params }: Call, t: LegacyTables): Answer {
  // SPEC 7: "(vegetable and professional)".
  for (const kind of ['vegetable', 'professional'] as const) {
    const before = t[kind].length;
    t[kind] = t[kind].filter((row) => String(row.user_id) !== params.user_id);
    if (t[kind].length < before) return ok({ message: 'User deleted successfully' });
  }
  return notFound('User not found');
}

function setActive(table: keyof LegacyTables): Handler {
  return ({ params, body }, t) => {
    const row = (t[table] as Row[]).find((r) => String(r.id) === params.id);
    if (!row) return notFound('Not found');
    row.active = body.active === true || String(body.active) === '1' ? '1' : '0';
    return ok({ message: 'Updated' });
  };
}

function replaceImage(table: keyof LegacyTables, idField: string, column: string): Handler {
  return ({ body, files }, t) => {
    const row = (t[table] as Row[]).find((r) => String(r.id) === String(body[idField]));
    if (!row || !files.replace_img) return { status: 400, json: { error: 'Missing image or id' } };
    row[column] = files.replace_img;
    return ok({ message: 'Image replaced' });
  };
}

function renameSubcategory(table: 'vegetableSubcategories' | 'professionalSubcategories'): Handler {
  return ({ body }, t) => {
    const row = t[table].find((r) => String(r.id) === String(body.subcategoryId));
    if (!row) return ok({ success: false });
    row.subcategoryName = body.newName;
    return ok({ success: true });
  };
}

type MasterTable = 'vegetableCategories' | 'professionalCategories' | 'transportCategories' | 'vegetableSubcategories' | 'professionalSubcategories';

function deleteById(table: MasterTable): Handler {
  return ({ params }, t) => {
    t[table] = t[table].filter((r) => String(r.id) !== params.id);
    return ok({ message: 'Category deleted' });
  };
}

function subcategoriesOf(table: 'vegetableSubcategories' | 'professionalSubcategories'): Handler {
  return ({ params }, t) => ok(t[table].filter((r) => String(r.categoryId) === params.categoryId));
}

/** A category rename: the body names the id and the new name under the given fields. */
function renameCategory(table: MasterTable, idField: string, nameField: string, column: string): Handler {
  return ({ body }, t) => {
    const row = t[table].find((r) => String(r.id) === String(body[idField]));
    if (!row) return notFound('Category not found');
    row[column] = body[nameField];
    return ok({ message: 'Category updated' });
  };
}

const nextId = (list: Row[]) => String(Math.max(0, ...list.map((r) => Number(r.id))) + 1);

const routes: Record<string, Handler> = {
  'POST /api/admin/login': ({ body }) =>
    body.email === LEGACY_ADMIN.email && body.password === LEGACY_ADMIN.password
      ? ok({ message: 'Login successful', user: LEGACY_ADMIN_USER })
      : { status: 401, json: { message: 'Invalid email or password' } },
  'GET /api/admin/user/count': () => ok({ totalUsers: 12, totalUnverifiedUsers: 5, totalVerifiedUsers: 7 }),
  'GET /api/admin/vendor/count': (_c, t) => {
    const all = [...t.vegetable, ...t.professional, ...t.transport, ...t.hotel];
    const authorized = all.filter(isVerified).length;
    return ok({ totalVendors: all.length, totalUnauthorizedVendors: all.length - authorized, totalAuthorizedVendors: authorized });
  },

  ...vendorRoutes('vegetable', {
    lists: ['GET /api/vegetable/unverified/list', 'GET /api/vegetable/verified/list'],
    images: 'GET /vegetable/storeimage/{user_id}',
    deleteImage: 'DELETE /vegetable/storeimage/{user_id}/{imageName}',
    posterUpload: 'PUT /vegetable/poster/upload',
    posterFromImage: 'PUT /vegetable/poster/storeimg',
    edit: 'PUT /vegeatable/edit',
    approve: 'POST /admin/vendor/verify/{user_id}',
    stories: 'GET /vegetable/vendor/stories/{user_id}',
    deleteStory: 'DELETE /vendor/vegetablestories/{storyId}',
  }),
  'PUT /api/admin/verifyvendor/{phoneNumber}': ({ params }, t) => {
    const row = t.vegetable.find((r) => (r.phoneNumber ?? r.PhoneNumber) === params.phoneNumber);
    if (!row) return notFound('Vendor not found');
    row.adminverified = '1';
    row.verification = '1';
    return ok({ message: 'Vendor verified' });
  },
  'DELETE /admin/unverifiedvendor/delete/{user_id}': deleteVendor,

  'GET /api/vegetable/categories': (_c, t) => rows(t.vegetableCategories, 'No categories found'),
  'POST /api/vegetable/add/category': ({ body, files }, t) => {
    if (!body.vegcategory) return { status: 400, json: { error: 'vegcategory is required' } };
    const id = nextId(t.vegetableCategories);
    t.vegetableCategories.push({ id, vegcategory: body.vegcategory, image_name: files.categoryimg ?? files.image ?? null, active: '1' });
    return ok({ message: 'Category added successfully', id });
  },
  'POST /api/vegetable/add/subcategory': ({ body, files }, t) => {
    const id = nextId(t.vegetableSubcategories);
    t.vegetableSubcategories.push({
      id, subcategoryName: body.subcategoryName, subcategoryImage: files.subcategoryImage ?? null, active: '1', categoryId: String(body.categoryId),
    });
    return ok({ message: 'Subcategory added successfully', id });
  },
  'POST /vendor/maincategoryImgReplace': replaceImage('vegetableCategories', 'category_id', 'image_name'),
  'PUT /category/updateName': renameCategory('vegetableCategories', 'categoryId', 'newName', 'vegcategory'),
  'DELETE /vegetable/delete/category/{id}': deleteById('vegetableCategories'),
  'PUT /admin/vegetable-categories/{id}': setActive('vegetableCategories'),
  'GET /api/vegetable-subcategories/{categoryId}': subcategoriesOf('vegetableSubcategories'),
  'PUT /admin/vegetable-subcategories/{id}': setActive('vegetableSubcategories'),
  'POST /vendor/subcategoryImgReplace': replaceImage('vegetableSubcategories', 'subcategory_id', 'subcategoryImage'),
  'PUT /subcategory/updateName': renameSubcategory('vegetableSubcategories'),

  ...vendorRoutes('professional', {
    lists: ['GET /api/professional/unverified/list', 'GET /api/professional/verified/list'],
    images: 'GET /professional/serviceimage/{user_id}',
    deleteImage: 'DELETE /professional/serviceimage/{user_id}/{imageName}',
    posterUpload: 'PUT /professional/update/poster',
    posterFromImage: 'PUT /professional/poster/serviceimg',
    edit: 'PUT /professional/edit',
    approve: 'POST /admin/professional/verify/{user_id}',
    stories: 'GET /professional/vendor/stories/{user_id}',
    deleteStory: 'DELETE /vendor/professional/stories/{storyId}',
  }),
  'GET /admin/professional/category': (_c, t) =>
    ok(t.professionalCategories.map(({ id, professionalCategory }) => ({ id, professionalCategory }))),
  'GET /professional/categories': (_c, t) => rows(t.professionalCategories, 'No categories found'),
  'POST /professional/add/category': ({ body, files }, t) => {
    if (!body.professionalCategory || !files.categoryimg) return { status: 400, json: { error: 'Category name and image are required' } };
    const id = nextId(t.professionalCategories);
    t.professionalCategories.push({ id, professionalCategory: body.professionalCategory, image_name: files.categoryimg, active: '1' });
    return ok({ message: 'Category added successfully', id });
  },
  'POST /professional/add/subcategory': ({ body, files }, t) => {
    if (!body.subcategoryName || !files.subcategoryImage) return { status: 400, json: { error: 'All fields are required' } };
    const id = nextId(t.professionalSubcategories);
    t.professionalSubcategories.push({
      id, subcategoryName: body.subcategoryName, subcategoryImage: files.subcategoryImage, active: '1', categoryId: String(body.categoryId),
    });
    return ok({ message: 'Subcategory added successfully', id });
  },
  'PUT /professional/edit/category': renameCategory('professionalCategories', 'categoryId', 'professionalCategory', 'professionalCategory'),
  'POST /vendor/professionalcategoryImgReplace': replaceImage('professionalCategories', 'category_id', 'image_name'),
  'DELETE /professional/delete/category/{id}': deleteById('professionalCategories'),
  'PUT /admin/professional-categories/{id}': setActive('professionalCategories'),
  'GET /professional-subcategories/{categoryId}': subcategoriesOf('professionalSubcategories'),
  'PUT /admin/professional-subcategories/{id}': setActive('professionalSubcategories'),
  'POST /vendor/professional/subcategoryImgReplace': replaceImage('professionalSubcategories', 'subcategory_id', 'subcategoryImage'),
  'PUT /professional/master/subcategory/updateName': renameSubcategory('professionalSubcategories'),

  ...vendorRoutes('transport', {
    lists: ['GET /api/transport/unverified/list', 'GET /api/transport/verified/list'],
    images: 'GET /transport/serviceimage/{user_id}',
    deleteImage: 'DELETE /transportservice/image/{user_id}/{imageName}',
    posterUpload: 'PUT /transport/poster/upload',
    posterFromImage: 'PUT /transport/poster/serviceimg',
    edit: 'PUT /transport/edit',
    approve: 'POST /admin/transport/verify/{user_id}',
    stories: 'GET /transport/vendor/stories/{userId}',
    deleteStory: 'DELETE /vendor/transportstories/{storyId}',
  }, {
    vehicleType: 'vehicle_type', vehicleModel: 'vehicle_model', vehicleNo: 'vehicle_registration_number',
    experience: 'years_of_driving_experience', direction: 'location',
  }),
  'GET /transport/categories': (_c, t) => rows(t.transportCategories, 'No categories found'),
  'POST /transport/add/category': ({ body }, t) => {
    const id = nextId(t.transportCategories);
    t.transportCategories.push({ id, vehicleCategory: body.vehicleCategory });
    return ok({ message: 'Category added', id });
  },
  'PUT /transport/edit/category/{id}': ({ params, body }, t) => {
    const row = t.transportCategories.find((r) => String(r.id) === params.id);
    if (!row) return notFound('Category not found');
    row.vehicleCategory = body.vehicleCategory;
    return ok({ message: 'Category updated' });
  },
  'DELETE /transport/delete/category/{id}': deleteById('transportCategories'),

  ...vendorRoutes('hotel', {
    images: 'GET /hotel/storeimage/{user_id}',
    // SPEC 7: hotel images are deleted through the vegetable path (registered above).
    deleteImage: 'DELETE /vegetable/storeimage/{user_id}/{imageName}',
    posterUpload: 'PUT /admin/hotel/poster/upload',
    posterFromImage: 'PUT /admin/hotel/poster/storeimg',
    edit: 'PUT /admin/hotel/edit',
    approve: 'PUT /hotel/vendor/verify/{user_id}',
  }),

  'GET /getCallRequests': (_c, t) => ok(t.callRequests),
  'PUT /updateNotes/{id}': ({ params, body }, t) => {
    const row = t.callRequests.find((r) => String(r.id) === params.id);
    if (!row) return notFound('Call request not found');
    row.notes = body.notes;
    return ok({ message: 'Notes updated' });
  },
  'DELETE /callrequest/deleteRow/{id}': ({ params }, t) => {
    t.callRequests = t.callRequests.filter((r) => String(r.id) !== params.id);
    return ok({ message: 'Deleted' });
  },
};


interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  key: string;
  handler: Handler;
}

const compiled: Route[] = Object.entries(routes).map(([key, handler]) => {
  const [method, template] = key.split(' ') as [string, string];
  const names: string[] = [];
  const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { method, pattern: new RegExp(`^${source}$`), names, key, handler };
});

/** The SPEC 7 call a request is, as `METHOD /template`, or null. */
export function specCallOf(method: string, path: string): string | null {
  return compiled.find((route) => route.method === method && route.pattern.test(path))?.key ?? null;
}

export function isStaticMedia(method: string, path: string): boolean {
  return method === 'GET' && STATIC_FOLDERS.some((folder) => path.startsWith(`/${folder}/`));
}

async function readBody(req: http.IncomingMessage, url: URL): Promise<Pick<Call, 'body' | 'files'>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await new Request(url, { method: 'POST', headers: { 'content-type': type }, body: raw }).formData();
    const body: Record<string, unknown> = {};
    const files: Record<string, string> = {};
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') body[name] = value;
      else files[name] = `${Date.now()}-${value.name}`;
    }
    return { body, files };
  }
  if (!raw.length) return { body: {}, files: {} };
  try {
    const parsed: unknown = JSON.parse(raw.toString('utf8'));
    return { body: typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}, files: {} };
  } catch {
    return { body: {}, files: {} };
  }
}

function corsHeaders(mode: CorsMode, origin: string | undefined): Record<string, string> {
  if (mode === 'any' || !origin) return { 'Access-Control-Allow-Origin': '*' };
  const headers: Record<string, string> = { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
  if (mode === 'credentials') headers['Access-Control-Allow-Credentials'] = 'true';
  return headers;
}

function send(res: http.ServerResponse, headers: Record<string, string>, answer: Answer) {
  if (answer.json !== undefined) {
    res.writeHead(answer.status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(answer.json));
  } else {
    res.writeHead(answer.status, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
    res.end(answer.text ?? '');
  }
}

function failure(shape: FailureShape, call: string): Answer {
  const text = `ER_LOCK_WAIT_TIMEOUT while running ${call.split(' ')[0]?.toLowerCase()} query`;
  if (shape === 'error') return { status: 500, json: { error: text } };
  if (shape === 'message') return { status: 500, json: { message: text } };
  return { status: 500, text };
}

export async function startLegacyServer(options: { cors?: CorsMode } = {}): Promise<LegacyServer> {
  const failures = new Map<string, FailureShape>();
  const state: LegacyServer = {
    url: '',
    tables: legacyTables(),
    log: [],
    cors: options.cors ?? 'any',
    fail: (call, shape) => failures.set(call, shape),
    heal: () => failures.clear(),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://legacy.local');
      const method = req.method ?? 'GET';
      const path = decodeURIComponent(url.pathname);
      const headers = corsHeaders(state.cors, req.headers.origin);
      if (method === 'OPTIONS') {
        // The cors package's preflight: the methods it allows and the headers asked for.
        res.writeHead(204, {
          ...headers,
          'Access-Control-Allow-Methods': 'GET,HEAD,PUT,PATCH,POST,DELETE',
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
          'Content-Length': '0',
        });
        res.end();
        return;
      }
      const { body, files } = await readBody(req, url);
      state.log.push({ method, path, body: Object.keys(files).length ? { ...body, ...files } : body });
      const call = `${method} ${url.pathname}`;
      const shape = failures.get(call);
      if (shape) return send(res, headers, failure(shape, call));
      if (isStaticMedia(method, path)) {
        res.writeHead(200, { ...headers, 'Content-Type': 'image/png' });
        res.end(PNG);
        return;
      }
      const route = compiled.find((r) => r.method === method && r.pattern.test(url.pathname));
      if (!route) return send(res, headers, { status: 404, text: `Cannot ${method} ${url.pathname}` });
      const match = route.pattern.exec(url.pathname) ?? [];
      const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
      send(res, headers, route.handler({ params, body, files }, state.tables));
    })().catch((error: unknown) => send(res, {}, { status: 500, text: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
