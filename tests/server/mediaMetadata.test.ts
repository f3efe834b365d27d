/**
 * Public media carry no metadata: a phone photo's EXIF (its GPS position, its camera) is gone from a story and from
 * a poster an admin uploads, as served at their public paths; an animated GIF keeps its frames, an MP4 keeps every
 * byte but its user data, and a photo EXIF says to turn is stored upright.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORY_VIDEO } from '../../server/db/seed/vendors.ts';
import { seedAsset } from '../../server/db/seed/mediaFiles.ts';
import { vegetable } from '../../src/domain/vendorKinds/index.ts';
import { multipart, samples, startServer, type TestServer } from '../helpers/server.ts';
import { createVendor, FIXTURE_PASSWORD } from './vendorFixtures.ts';

/** A JPEG as a phone writes it: EXIF with the camera and a GPS position (IFD3 is libvips' name for the GPS IFD). */
function phonePhoto(orientation?: number): Promise<Buffer> {
  const exif = { IFD0: { Make: 'PhoneCo', Model: 'Pocket 7' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 21/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 58/1 0/1' } };
  const image = sharp({ create: { width: 32, height: 24, channels: 3, background: '#2a7' } }).jpeg().withExif(exif);
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

const GPS_IFD_POINTER = Buffer.from([0x25, 0x88]);

async function expectNoMetadata(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(bytes.includes('PhoneCo')).toBe(false);
}

describe('metadata of public media', () => {
  let server: TestServer;
  let cookie = '';
  let authorization = '';
  let userId = 0;
  beforeAll(async () => {
    server = await startServer();
    cookie = await server.login();
    const vendor = await createVendor(server, 'vegetable', { verification: 1 });
    userId = vendor.userId;
    const login = await server.app.inject({ method: 'POST', url: '/api/vendor/login', payload: { category: 'vegetable', phoneNumber: vendor.phoneNumber, password: FIXTURE_PASSWORD } });
    expect(login.statusCode).toBe(200);
    authorization = `Bearer ${login.json().token}`;
  });
  afterAll(() => server.close());

  const postStory = async (bytes: Buffer, name: string) => {
    const res = await server.app.inject({ method: 'POST', url: '/api/vendor/stories', headers: { authorization }, payload: multipart({}, { file: { bytes, filename: name } }) });
    expect(res.statusCode, res.body).toBe(200);
    const served = await server.app.inject({ method: 'GET', url: `/${vegetable.media.stories}/${res.json().todaystory as string}` });
    expect(served.statusCode).toBe(200);
    return served.rawPayload;
  };

  it('a story photo is served without its EXIF or GPS position', async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif?.includes(GPS_IFD_POINTER)).toBe(true);
    const served = await postStory(photo, 'IMG_0001.jpg');
    await expectNoMetadata(served);
    expect(await sharp(served).metadata()).toMatchObject({ format: 'jpeg', width: 32, height: 24 });
  });

  it('a progressive JPEG keeps every scan: the same pixels, not re-encoded', async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e91' } })
      .jpeg({ progressive: true })
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 21/1 30/1' } })
      .toBuffer();
    const served = await postStory(photo, 'progressive.jpg');
    await expectNoMetadata(served);
    expect(await sharp(served).raw().toBuffer()).toEqual(await sharp(photo).raw().toBuffer());
  });

  it('a poster an admin uploads is served without its EXIF or GPS position', async () => {
    const res = await server.app.inject({
      method: 'PUT',
      url: '/vegetable/poster/upload',
      headers: { cookie },
      payload: multipart({ user_id: String(userId) }, { poster: { bytes: await phonePhoto(), filename: 'poster.jpg' } }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const served = await server.app.inject({ method: 'GET', url: `/${vegetable.media.images}/${res.json().poster as string}` });
    expect(served.statusCode).toBe(200);
    await expectNoMetadata(served.rawPayload);
  });

  it('PNG and WebP lose their EXIF too', async () => {
    for (const format of ['png', 'webp'] as const) {
      const blank = sharp({ create: { width: 20, height: 10, channels: 3, background: '#135' } });
      const image = await (format === 'png' ? blank.png() : blank.webp())
        .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 21/1 30/1' } })
        .toBuffer();
      expect((await sharp(image).metadata()).exif).toBeDefined();
      const served = await postStory(image, `story.${format}`);
      await expectNoMetadata(served);
      expect(await sharp(served).metadata()).toMatchObject({ format, width: 20, height: 10 });
    }
  });

  it('a photo EXIF says to turn is stored upright, without EXIF', async () => {
    const served = await postStory(await phonePhoto(6), 'turned.jpg');
    await expectNoMetadata(served);
    expect(await sharp(served).metadata()).toMatchObject({ width: 24, height: 32 });
  });

  it('an animated GIF keeps its frames and loop, without its comment', async () => {
    const screen = samples.gif.subarray(0, 13);
    const frame = samples.gif.subarray(13, samples.gif.length - 1);
    const loop = Buffer.concat([Buffer.from([0x21, 0xff, 0x0b]), Buffer.from('NETSCAPE2.0'), Buffer.from([0x03, 0x01, 0x00, 0x00, 0x00])]);
    const timing = Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00]);
    const comment = Buffer.concat([Buffer.from([0x21, 0xfe, 14]), Buffer.from('GPS 10.3N 77.9'), Buffer.from([0x00])]);
    const end = Buffer.from([0x3b]);
    const animated = Buffer.concat([screen, loop, comment, timing, frame, timing, frame, end]);
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const served = await postStory(animated, 'wave.gif');
    expect(served).toEqual(Buffer.concat([screen, loop, timing, frame, timing, frame, end]));
    expect((await sharp(served).metadata()).pages).toBe(2);
  });

  it('an MP4 keeps every byte but its user data (where a phone writes its location)', async () => {
    const clip = seedAsset(DEMO_STORY_VIDEO);
    const udta = clip.indexOf('udta') - 4;
    expect(udta).toBeGreaterThan(0);
    const expected = Buffer.from(clip);
    expected.fill(0, udta + 8, udta + clip.readUInt32BE(udta));
    expected.write('free', udta + 4, 'latin1');
    const served = await postStory(clip, 'clip.mp4');
    expect(served).toEqual(expected);
    expect(served.includes('Lavf')).toBe(false);
  });
});
