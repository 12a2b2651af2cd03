import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * What Chromium prints of a page, read back as a person would look at it: its pages, their text, where each word
 * sits, and the pictures of the pages. Poppler's tools (pdfinfo, pdftotext, pdftoppm) do the reading;
 * `support/ensure-chromium.sh` installs them.
 */

/** The resolution the pages are drawn at: enough to see the sheet, small enough to look at in a note. */
export const PRINT_DPI = 60;

/** A word of the printed text and its box, in pixels of the pages drawn at PRINT_DPI. */
export type PrintedWord = { page: number; text: string; left: number; top: number; right: number; bottom: number };

/** A page drawn in grey: `pixels[y * width + x]`, 0 black to 255 white. */
export type GrayPage = { width: number; height: number; pixels: Uint8Array };

const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8' });

/** Prints the page as the browser's print does (print media, A4) into `file`. */
export async function printToPdf(page: Page, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: file, format: 'A4' });
  await page.emulateMedia({ media: 'screen' });
}

/** How many pages the PDF has. */
export function pageCount(file: string): number {
  return Number(/^Pages:\s+(\d+)/m.exec(run('pdfinfo', [file]))?.[1]);
}

/** The text of one page (from 1), laid out as printed. */
export const pageText = (file: string, page: number) =>
  run('pdftotext', ['-layout', '-f', String(page), '-l', String(page), file, '-']);

/** Every word of the PDF with its page (from 1) and box. */
export function printedWords(file: string): PrintedWord[] {
  const scale = PRINT_DPI / 72; // pdftotext's boxes are in points
  const words: PrintedWord[] = [];
  run('pdftotext', ['-bbox', file, '-'])
    .split('<page ')
    .slice(1)
    .forEach((content, index) => {
      for (const match of content.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      )) {
        const [left, top, right, bottom] = match.slice(1, 5).map((value) => Number(value) * scale) as number[];
        words.push({ page: index + 1, text: match[5]!, left: left!, top: top!, right: right!, bottom: bottom! });
      }
    });
  return words;
}

/** Draws each page as a PNG, `<prefix>-<page>.png`, and answers their paths. */
export function drawPages(file: string, prefix: string): string[] {
  run('pdftoppm', ['-png', '-r', String(PRINT_DPI), file, prefix]);
  const dir = path.dirname(prefix);
  const base = path.basename(prefix);
  // pdftoppm numbers the pages as wide as the last one's number: -1 … -9, or -01 … -12.
  const numberOf = (name: string) =>
    name.startsWith(`${base}-`) ? /^-(\d+)\.png$/.exec(name.slice(base.length)) : null;
  return fs
    .readdirSync(dir)
    .filter((name) => numberOf(name))
    .sort((a, b) => Number(numberOf(a)![1]) - Number(numberOf(b)![1]))
    .map((name) => path.join(dir, name));
}

/** Draws one page (from 1) in grey, as the PNG shows it, to measure it. */
export function grayPage(file: string, page: number): GrayPage {
  const prefix = path.join(path.dirname(file), `.gray-${process.pid}`);
  run('pdftoppm', [
    '-gray',
    '-r',
    String(PRINT_DPI),
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    file,
    prefix,
  ]);
  const data = fs.readFileSync(`${prefix}.pgm`);
  fs.rmSync(`${prefix}.pgm`);
  // Binary PGM: "P5", width, height, maximum value, each after white space, then one byte a pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(data.subarray(0, 50).toString('latin1'));
  if (!header) throw new Error('pdftoppm 的灰度图无法读取');
  const [whole, width, height] = header;
  return { width: Number(width), height: Number(height), pixels: data.subarray(whole.length) };
}

/** The share of dark pixels (darker than mid-grey) in a box of the page, 0 to 1. */
export function darkShare(image: GrayPage, box: { left: number; top: number; right: number; bottom: number }): number {
  const left = Math.max(0, Math.floor(box.left));
  const right = Math.min(image.width, Math.ceil(box.right));
  const top = Math.max(0, Math.floor(box.top));
  const bottom = Math.min(image.height, Math.ceil(box.bottom));
  let dark = 0;
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) if (image.pixels[y * image.width + x]! < 128) dark++;
  }
  return dark / Math.max(1, (right - left) * (bottom - top));
}
