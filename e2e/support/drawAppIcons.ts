/**
 * Draws the home-screen icons of the web app manifest (`host/public/app/`) with Chromium, from the favicon's
 * cloud and tick on the theme's primary colour: `cd e2e && npx tsx support/drawAppIcons.ts`. The PNG files are
 * committed; run this again only when the mark or the colour changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/** The default theme's accessible primary (host/src/shell/layout/themePalettes.ts), the manifest's theme_color. */
const PRIMARY = '#1370c7';
const OUT = path.resolve(__dirname, '../../host/public/app');

/** The favicon's mark (64×64 box), scaled so that it fills `share` of the icon's width, centred. */
function iconSvg(size: number, share: number, rounded: boolean): string {
  const scale = (size * share) / 44; // the mark spans x 10..54
  const offset = (size - 44 * scale) / 2 - 10 * scale;
  const top = (size - 26 * scale) / 2 - 14 * scale; // and y 14..40
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${rounded ? size * 0.22 : 0}" fill="${PRIMARY}"/>
  <g transform="translate(${offset} ${top}) scale(${scale})">
    <path d="M18 40c-5 0-8-3.6-8-8s3.4-8 8-8c1.2-6 6-10 12.4-10 6 0 11 4 12.2 9.6H44c5.6 0 10 4 10 9.2S49.6 40 44 40z" fill="#fff"/>
    <path d="M28 28l4 4 8-8" stroke="${PRIMARY}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>`;
}

const ICONS = [
  // "any": the launcher shows it as drawn, rounded corners and all.
  { file: 'icon-192.png', size: 192, share: 0.72, rounded: true, transparent: true },
  { file: 'icon-512.png', size: 512, share: 0.72, rounded: true, transparent: true },
  // "maskable": full bleed, the mark inside the central 80 % circle every mask keeps.
  { file: 'icon-maskable-512.png', size: 512, share: 0.56, rounded: false, transparent: false },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, share: 0.66, rounded: false, transparent: false },
];

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${iconSvg(icon.size, icon.share, icon.rounded)}</body></html>`,
    );
    await page.locator('svg').screenshot({ path: path.join(OUT, icon.file), omitBackground: icon.transparent });
  }
  await browser.close();
  console.log(fs.readdirSync(OUT).join('\n'));
}

void main();
