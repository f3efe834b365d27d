/**
 * Demo vendors of every declared kind: spread over the four cities, half of each kind unverified, every verified
 * one with a poster and some unverified ones too, 2 to 4 gallery pictures each and stories for every third.
 * Application dates spread over the dashboard's ageing buckets, counted back from the seed moment.
 */
import type { MediaFolder } from '../../../src/domain/media.ts';
import {
  VENDOR_KIND_DECLARATIONS,
  type VendorFieldDeclaration,
  type VendorKindDeclaration,
  type VendorKindRegistry,
  type VendorSeedContext,
} from '../../../src/domain/vendorKinds/index.ts';
import type { Flag } from '../../../src/domain/types.ts';
import { insertVendors, type DemoStory, type ProfileValues, type VendorLoad } from '../../repositories/demoVendors.ts';
import type { Db } from '../database.ts';
import { seededMasterNames } from './masterData.ts';
import { SeedClock, demoApprovalAt, demoStoryAgeHours, demoVendorAgeDays } from './clock.ts';
import { seedAsset, type SeedMedia } from './mediaFiles.ts';
import { gradientPng, hue } from './png.ts';
import { demoDocuments } from './documents.ts';
import { DOCUMENT_FOLDER } from '../../repositories/vendorDocuments.ts';
import type { SeededRandom } from './random.ts';
import { CITY_INFO, EMAIL_DOMAINS, FAMILY_NAMES, FIRST_NAMES, STREETS, inTamil, type CityInfo } from './tamilNadu.ts';

export const DEMO_STORY_VIDEO = 'market-clip.mp4';
const PICTURE_TEMPLATES = 12;

interface SeedKind {
  declaration: VendorKindDeclaration;
  hue: number;
  prefix: string;
  phoneOffset: number;
}

/** The declaration's picture hue, file prefix and phone range, or defaults from its position in the registry. */
const seedKind = (declaration: VendorKindDeclaration, position: number): SeedKind => ({
  declaration,
  hue: declaration.seed?.hue ?? (position * 67) % 360,
  prefix: declaration.seed?.prefix ?? declaration.kind.slice(0, 3),
  phoneOffset: declaration.seed?.phoneOffset ?? 71_000_000 + position * 12_000_000,
});

/** Whether the demo vendor at this index is verified: every second one, so half of each kind is not. */
export const isDemoVendorVerified = (index: number) => index % 2 === 1;

/**
 * Whether the demo vendor at this index writes its name, store name and address in Tamil script: one in five of
 * each kind, verified and not (many vendors read Tamil first; the admin must store, find and show such names).
 */
export const isTamilDemoVendor = (index: number) => index % 5 === 2;

interface VendorContext {
  index: number;
  city: CityInfo;
  first: string;
  family: string;
  /** Names and address in Tamil script (isTamilDemoVendor). */
  tamil: boolean;
  random: SeededRandom;
}

/** A word of the demo lists as this vendor writes it. */
const written = (ctx: VendorContext, word: string) => (ctx.tamil ? inTamil(word) : word);

/**
 * Ten digits, unique within a kind: the last nine are index × an odd multiplier not divisible by 5 (a bijection
 * modulo 10^9), so no two indexes collide whatever the leading digit.
 */
function phoneFor(kind: SeedKind, index: number, lead: string): string {
  return lead + String((index * 7_990_271 + kind.phoneOffset) % 1_000_000_000).padStart(9, '0');
}

function mapLink(ctx: VendorContext): string {
  const lat = (ctx.city.lat + (ctx.random.next() - 0.5) * 0.04).toFixed(5);
  const lng = (ctx.city.lng + (ctx.random.next() - 0.5) * 0.04).toFixed(5);
  return `https://maps.google.com/?q=${lat},${lng}`;
}

function addressOf(ctx: VendorContext): { area: string; address: string } {
  const area = written(ctx, ctx.random.pick(ctx.city.areas));
  const door = ctx.random.int(1, 240);
  return { area, address: `${door}, ${written(ctx, ctx.random.pick(STREETS))}, ${area}, ${written(ctx, ctx.city.name)} - ${ctx.city.pin}` };
}

function cityAt(index: number): CityInfo {
  const city = CITY_INFO[index % CITY_INFO.length];
  if (!city) throw new Error('CITY_INFO is empty');
  return city;
}

const rating = (random: SeededRandom) => random.int(28, 50) / 10;

interface Profile {
  description: string;
  /** Profile columns by column name. */
  values: ProfileValues;
}

/** The kind's profile row (drawn before the account, so the account can carry the description). */
function buildProfile(kind: SeedKind, ctx: VendorContext): Profile {
  const { random } = ctx;
  const { area, address } = addressOf(ctx);
  const shopNumber = phoneFor(kind, ctx.index + 500_000, random.pick(['9', '8', '7']));
  const generate = kind.declaration.seed?.profile;
  if (!generate) {
    return { description: `${kind.declaration.labels.singular} in ${area}, ${ctx.city.name}.`, values: declaredValues(kind.declaration, ctx, shopNumber) };
  }
  const seedContext: VendorSeedContext = {
    index: ctx.index,
    random,
    city: ctx.city,
    tamil: ctx.tamil,
    place: written(ctx, ctx.city.name),
    first: written(ctx, ctx.first),
    area,
    address,
    shopNumber,
    mapLink: () => mapLink(ctx),
    rating: () => rating(random),
    masterNames: seededMasterNames,
  };
  return generate(seedContext);
}

/** Demo values for a kind that declares no generator, from its fields' types. */
function declaredValues(declaration: VendorKindDeclaration, ctx: VendorContext, shopNumber: string): ProfileValues {
  const values: ProfileValues = {};
  for (const field of declaration.fields) {
    if (!field.column?.startsWith('profile.') || field.column === 'profile.id') continue;
    values[field.column.slice('profile.'.length)] = demoValue(field, ctx, shopNumber);
  }
  return values;
}

function demoValue(field: VendorFieldDeclaration, ctx: VendorContext, shopNumber: string): string | number {
  switch (field.type) {
    case 'rating':
      return rating(ctx.random);
    case 'wholeNumber':
      return ctx.random.int(1, 30);
    case 'shopNumber':
    case 'phone':
      return shopNumber;
    case 'mapsLink':
      return mapLink(ctx);
    case 'choice':
      return ctx.random.pick(field.choices ?? ['']);
    case 'city':
      return ctx.city.name;
    default:
      return `${field.label} ${ctx.index + 1}`;
  }
}

function placeGallery(files: SeedMedia, kind: SeedKind, index: number, count: number): string[] {
  const names: string[] = [];
  for (let k = 1; k <= count; k++) {
    const template = (index * 5 + k) % PICTURE_TEMPLATES;
    const name = `demo-${kind.prefix}-${String(index + 1).padStart(5, '0')}-${k}.png`;
    const degrees = kind.hue + template * 9;
    files.place(kind.declaration.media.images as MediaFolder, name, `gallery-${template}`, () =>
      gradientPng(160, 120, hue(degrees, 0.3), hue(degrees + 35, 0.72), 2 + (template % 4)),
    );
    names.push(name);
  }
  return names;
}

/** Every third vendor has stories; every sixth opens with the MP4 clip, so each kind has at least one video. */
function placeStories(files: SeedMedia, kind: SeedKind, index: number, random: SeededRandom, clock: SeedClock): DemoStory[] {
  if (index % 3 !== 0) return [];
  const folder = kind.declaration.media.stories as MediaFolder;
  const stem = `demo-${kind.prefix}-${String(index + 1).padStart(5, '0')}-story`;
  const stories: DemoStory[] = [];
  const count = random.int(1, 3);
  for (let k = 1; k <= count; k++) {
    const createdAt = clock.isoHoursBefore(demoStoryAgeHours(index, k));
    if (k === 1 && index % 6 === 0) {
      stories.push({ name: files.place(folder, `${stem}-${k}.mp4`, 'story-video', () => seedAsset(DEMO_STORY_VIDEO)), createdAt });
      continue;
    }
    const template = (index + k) % PICTURE_TEMPLATES;
    const degrees = kind.hue + 180 + template * 11;
    const name = files.place(folder, `${stem}-${k}.png`, `story-${template}`, () => gradientPng(90, 160, hue(degrees, 0.4), hue(degrees + 60, 0.75), 4));
    stories.push({ name, createdAt });
  }
  return stories;
}

/** Vendors generated before each bulk insert: enough to spread a statement's cost, few enough to hold in memory. */
const BATCH = 1_000;

export async function seedVendors(
  db: Db,
  files: SeedMedia,
  random: SeededRandom,
  options: { vendorsPerKind: number; passwordHash: string; vendorKinds?: VendorKindRegistry; now?: Date },
): Promise<void> {
  const clock = new SeedClock(options.now ?? new Date());
  const documents = { files, now: clock.now };
  files.ensureFolder(DOCUMENT_FOLDER);
  let batch: VendorLoad[] = [];
  for (const [ordinal, kind] of (options.vendorKinds ?? VENDOR_KIND_DECLARATIONS).map(seedKind).entries()) {
    for (let index = 0; index < options.vendorsPerKind; index++) {
      const ctx: VendorContext = {
        index,
        city: cityAt(index),
        first: random.pick(FIRST_NAMES),
        family: random.pick(FAMILY_NAMES),
        tamil: isTamilDemoVendor(index),
        random,
      };
      const profile = buildProfile(kind, ctx);
      const verified: Flag = isDemoVendorVerified(index) ? 1 : 0;
      const gallery = placeGallery(files, kind, index, random.int(2, 4));
      // Verified vendors all have a poster (approval needs one); every second unverified one has one already.
      const poster = verified || index % 4 === 0 ? (gallery[0] ?? null) : null;
      const createdAt = clock.isoDaysBefore(demoVendorAgeDays(index), (index * 37) % 600);
      const user = {
        kind: kind.declaration.kind,
        name: `${written(ctx, ctx.first)} ${written(ctx, ctx.family)}`,
        phoneNumber: phoneFor(kind, index, random.pick(['9', '8', '7', '6'])),
        email: `${ctx.first}.${ctx.family}.${kind.prefix}${index + 1}@${random.pick(EMAIL_DOMAINS)}`.toLowerCase(),
        city: ctx.city.name,
        description: profile.description,
        password_hash: options.passwordHash,
        verification: verified,
        poster,
        created_at: createdAt,
        // A vendor who writes in Tamil applied from the Tamil portal: the admin's messages start in Tamil.
        language: ctx.tamil ? 'ta' : null,
      };
      const stories = placeStories(files, kind, index, random, clock);
      const requirements = kind.declaration.requirements ?? [];
      batch.push({
        user,
        profile: { table: kind.declaration.table, values: profile.values },
        images: gallery,
        stories,
        documents: requirements.length
          ? demoDocuments(documents, {
              index,
              serial: ordinal * options.vendorsPerKind + index,
              verified: verified === 1,
              prefix: kind.prefix,
              createdAt,
              requirements,
              applicationValue: (name) => {
                const [owner, columnName = ''] = kind.declaration.fields.find((field) => field.name === name)?.column?.split('.') ?? [];
                const value = owner === 'profile' ? profile.values[columnName] : owner === 'user' ? (user as Record<string, unknown>)[columnName] : undefined;
                return value === undefined || value === null ? null : String(value);
              },
            })
          : [],
        ...(verified ? { approvedAt: demoApprovalAt(clock, createdAt, index) } : {}),
      });
      if (batch.length >= BATCH) {
        await insertVendors(db, batch);
        batch = [];
      }
    }
  }
  await insertVendors(db, batch);
}
