/**
 * Draws the share images into landing/public/share/*.jpg with Debian Chromium (run once after changing
 * content/shareImages.ts: `npx tsx landing/tools/drawShareImages.ts`; the images are committed).
 */
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARE_IMAGES, SHARE_IMAGE_SIZE } from '../content/shareImages.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, '../public/share');
const logo = fs.readFileSync(path.join(here, '../public/favicon.svg'), 'utf8');

const card = (heading: string, subtitle: string) => `<!doctype html><html><body style="margin:0">
<div style="width:${SHARE_IMAGE_SIZE.width}px;height:${SHARE_IMAGE_SIZE.height}px;box-sizing:border-box;padding:80px 90px;
  background:linear-gradient(135deg,#0f3d13,#1b5e20 60%,#2e7d32);color:#fff;font-family:'DejaVu Sans',sans-serif;display:flex;flex-direction:column;justify-content:space-between">
  <div style="display:flex;align-items:center;gap:24px;font-size:40px;font-weight:700"><div style="width:96px;height:96px">${logo}</div>HoReCa Market Place</div>
  <div><div style="font-size:76px;font-weight:800;line-height:1.1;max-width:1000px">${heading}</div>
  <div style="font-size:38px;margin-top:24px;color:#c8e6c9;max-width:1000px">${subtitle}</div></div>
  <div style="height:12px;width:220px;background:#fdd835;border-radius:6px"></div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: SHARE_IMAGE_SIZE });
  fs.mkdirSync(outDir, { recursive: true });
  for (const [name, { heading, subtitle }] of Object.entries(SHARE_IMAGES)) {
    await page.setContent(card(heading, subtitle));
    await page.screenshot({ path: path.join(outDir, `${name}.jpg`), type: 'jpeg', quality: 80 });
  }
  // The favicon as a 32 × 32 PNG inside an ICO container (ICO may hold PNG data since Windows Vista).
  await page.setViewportSize({ width: 32, height: 32 });
  await page.setContent(`<body style="margin:0"><div style="width:32px;height:32px">${logo}</div></body>`);
  const png = await page.screenshot({ omitBackground: true });
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(32, 6);
  header.writeUInt8(32, 7);
  header.writeUInt16LE(1, 10); // planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  fs.writeFileSync(path.join(here, '../public/favicon.ico'), Buffer.concat([header, png]));
} finally {
  await browser.close();
}
