import zlib from 'node:zlib';
import { ATTACHMENT_URL_PREFIX, type Attachment } from '@yjf/domain/attachments';
import type { FileStorage } from '../../adapters/storage/FileStorage';

/**
 * The stored files of the demo data: the scheme drawings' pictures. A seed step has only the database, and a
 * data folder's files may start empty (a fresh folder beside an existing PostgreSQL, each test server), so the
 * drawings name fixed storage keys and the server writes whichever of them is missing when it starts
 * (`ensureDemoFiles`). The pictures are drawn here, pixel by pixel, so they are real PNGs that open anywhere.
 */

/** What a demo picture shows. */
export type DrawingKind = 'floorPlan' | 'speakers' | 'wiring' | 'system';

const WIDTH = 480;
const HEIGHT = 320;
type Rgb = [number, number, number];
const PAPER: Rgb = [250, 252, 255];
const GRID: Rgb = [222, 232, 246];
const WALL: Rgb = [38, 62, 102];
const ACCENT: Rgb = [22, 119, 255];
const WARM: Rgb = [245, 108, 45];

/** A picture in memory: RGB rows, drawn on with a few strokes. */
function canvas() {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const dot = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const at = (Math.round(y) * WIDTH + Math.round(x)) * 3;
    pixels[at] = r;
    pixels[at + 1] = g;
    pixels[at + 2] = b;
  };
  const fill = (x: number, y: number, w: number, h: number, color: Rgb) => {
    for (let row = y; row < y + h; row++) for (let col = x; col < x + w; col++) dot(col, row, color);
  };
  const line = (x1: number, y1: number, x2: number, y2: number, color: Rgb, width = 2, dashed = false) => {
    const steps = Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1), 1);
    for (let i = 0; i <= steps; i++) {
      if (dashed && Math.floor(i / 6) % 2) continue;
      const x = x1 + ((x2 - x1) * i) / steps;
      const y = y1 + ((y2 - y1) * i) / steps;
      fill(Math.round(x - width / 2), Math.round(y - width / 2), width, width, color);
    }
  };
  const box = (x: number, y: number, w: number, h: number, color: Rgb, width = 2) => {
    line(x, y, x + w, y, color, width);
    line(x + w, y, x + w, y + h, color, width);
    line(x + w, y + h, x, y + h, color, width);
    line(x, y + h, x, y, color, width);
  };
  const ring = (cx: number, cy: number, radius: number, color: Rgb) => {
    for (let y = -radius; y <= radius; y++)
      for (let x = -radius; x <= radius; x++) {
        const d = Math.sqrt(x * x + y * y);
        if (d <= radius && d >= radius - 3) dot(cx + x, cy + y, color);
        if (d <= radius / 3) dot(cx + x, cy + y, color);
      }
  };
  fill(0, 0, WIDTH, HEIGHT, PAPER);
  for (let x = 0; x < WIDTH; x += 20) line(x, 0, x, HEIGHT - 1, GRID, 1);
  for (let y = 0; y < HEIGHT; y += 20) line(0, y, WIDTH - 1, y, GRID, 1);
  return { pixels, fill, line, box, ring };
}

/** Draws one kind of drawing: a room's plan, its speakers, its wiring points or the system's boxes. */
function draw(kind: DrawingKind): Buffer {
  const c = canvas();
  if (kind === 'system') {
    const boxes: [number, number][] = [
      [40, 60],
      [40, 200],
      [200, 130],
      [360, 60],
      [360, 200],
    ];
    for (const [x, y] of boxes) c.box(x, y, 90, 50, WALL, 3);
    c.fill(200, 130, 90, 50, [232, 240, 255]);
    c.box(200, 130, 90, 50, ACCENT, 3);
    for (const [x, y] of [boxes[0]!, boxes[1]!]) c.line(x + 90, y + 25, 200, 155, ACCENT, 2);
    for (const [x, y] of [boxes[3]!, boxes[4]!]) c.line(290, 155, x, y + 25, WARM, 2);
    return encodePng(WIDTH, HEIGHT, c.pixels);
  }
  // A room of 7.2 m by 4.5 m with its door, the screen wall at the front.
  c.box(40, 30, 400, 260, WALL, 6);
  c.fill(60, 287, 60, 6, PAPER);
  c.line(120, 290, 120, 250, WALL, 2);
  c.line(90, 36, 390, 36, ACCENT, 4);
  if (kind === 'floorPlan') {
    for (const row of [150, 215]) for (let seat = 0; seat < 4; seat++) c.box(130 + seat * 60, row, 44, 40, WALL, 2);
    c.line(240, 60, 240, 140, ACCENT, 1, true);
  } else if (kind === 'speakers') {
    const speakers: [number, number][] = [
      [120, 60],
      [240, 55],
      [360, 60],
      [60, 170],
      [420, 170],
      [120, 270],
      [360, 270],
      [170, 120],
      [310, 120],
      [170, 220],
      [310, 220],
    ];
    for (const [x, y] of speakers) c.ring(x, y, 11, ACCENT);
    c.ring(80, 60, 13, WARM);
    c.ring(400, 60, 13, WARM);
  } else {
    const points: [number, number][] = [
      [90, 60],
      [390, 60],
      [60, 160],
      [420, 160],
      [240, 270],
      [390, 270],
    ];
    for (const [x, y] of points) {
      c.fill(x - 7, y - 7, 14, 14, WARM);
      c.line(x, y, 240, 160, ACCENT, 2, true);
    }
    c.box(225, 145, 30, 30, WALL, 3);
  }
  return encodePng(WIDTH, HEIGHT, c.pixels);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A truecolour PNG (8 bits per channel, no alpha) of `rgb`, row by row. */
function encodePng(width: number, height: number, rgb: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) rgb.copy(raw, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const drawn = new Map<DrawingKind, Buffer>();

/** The PNG of a kind of drawing, drawn once per process. */
export function drawingPicture(kind: DrawingKind): Buffer {
  let picture = drawn.get(kind);
  if (!picture) {
    picture = draw(kind);
    drawn.set(kind, picture);
  }
  return picture;
}

/** One stored picture of the demo: a company's drawing of a kind, under a fixed key. */
type DemoFile = { companyId: number; serial: number; kind: DrawingKind; fileName: string };

const DEMO_FILES: DemoFile[] = [2, 3].flatMap((companyId) =>
  (
    [
      ['floorPlan', '影音室平面图.png'],
      ['speakers', '音箱布置图.png'],
      ['wiring', '弱电点位图.png'],
      ['system', '系统连接图.png'],
    ] as const
  ).map(([kind, fileName], index) => ({ companyId, serial: index + 1, kind, fileName })),
);

/** A demo file's storage key: the company's attachment folder and a fixed name of the attachment pattern. */
const keyOf = (file: DemoFile) =>
  `attachments/${file.companyId}/00000000-0000-4000-a000-${String(file.companyId).padStart(4, '0')}${String(file.serial).padStart(8, '0')}.png`;

/** A company's demo picture of a kind, as a record keeps it (the attachment fields of an upload). */
export function demoDrawing(companyId: number, kind: DrawingKind): Attachment {
  const file = DEMO_FILES.find((candidate) => candidate.companyId === companyId && candidate.kind === kind);
  if (!file) throw new Error(`no demo drawing ${kind} of company ${companyId}`);
  const key = keyOf(file);
  return {
    attachFileType: 'image',
    fileName: file.fileName,
    filePath: key,
    fileFullPath: ATTACHMENT_URL_PREFIX + key.slice('attachments/'.length),
    fileSize: drawingPicture(kind).length,
    fileType: 'png',
    fileStyle: 'image/png',
  };
}

/** Writes each demo picture the storage does not hold yet (the seeded drawings name them). */
export async function ensureDemoFiles(storage: FileStorage): Promise<void> {
  for (const file of DEMO_FILES) {
    const key = keyOf(file);
    const present = await storage.get(key);
    if (present) {
      present.body.destroy();
      continue;
    }
    await storage.put(key, drawingPicture(file.kind), 'image/png');
  }
}
