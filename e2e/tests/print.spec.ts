import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { chinaToday } from '@yjf/domain/calendar';
import { amountInWords } from '@yjf/domain/amountInWords';
import { formatMoney } from '@yjf/domain/money';
import { expectNoSeriousViolations } from '../support/accessibility';
import type { Api } from '../support/api';
import {
  darkShare,
  drawPages,
  grayPage,
  pageCount,
  pageText,
  printedWords,
  printToPdf,
  type PrintedWord,
} from '../support/printedPdf';
import { signInWithPurchasing } from '../support/purchasingAdmin';

/** The PDFs, their pages as PNGs (60 dpi) and the screens of the print views. */
const OUT = path.resolve(__dirname, '../.tmp/print');

/** Words of the shell and of the print view's own buttons, which no printed sheet holds. */
const CHROME = ['首页', '渠道客户', '商机管理', '项目管理', '系统管理', '返回', '打印', 'A4纵向'];

test.use({ viewport: { width: 1440, height: 900 } });

/** Leaves nothing of an earlier run under `name` (a worker restarted after a failure keeps the others' files). */
function clearOutput(name: string) {
  fs.mkdirSync(OUT, { recursive: true });
  for (const file of fs.readdirSync(OUT)) {
    if (file === `${name}.pdf` || new RegExp(`^${name}-(\\d+|screen-\\d+)\\.png$`).test(file)) {
      fs.rmSync(path.join(OUT, file));
    }
  }
}

/** Text as compared here: without the spaces of the layout (a letter-spaced title prints as 采 购 订 单). */
const flat = (text: string) => text.replace(/\s+/g, '');

type Product = { id: number; name: string };
type Line = { product: Product; quantity: number };

/** A product of the signed-in company, with `openingStock` units on hand. */
const newProduct = (
  api: Api,
  [name, brand, model, unit]: [string, string, string, string],
  costPrice: string,
  openingStock = 0,
) => api<Product>('POST', '/api/product', { name, brand, model, unit, costPrice, openingStock });

/** The company's name, as the sheet is headed with it, and one of its projects. */
async function companyAndProject(api: Api) {
  const info = await api<{ user: { companyname: string } }>('GET', '/auth/info');
  const projects = await api<{ content: { id: number; name: string; code: string }[] }>('GET', '/api/project?size=1');
  return { company: info.user.companyname, project: projects.content[0]! };
}

/** A purchase order from a new supplier, every line at `unitPrice` yuan. */
async function newOrder(api: Api, lines: Line[], unitPrice: (index: number) => string, projectId?: number) {
  const supplier = await api<{ id: number }>('POST', '/api/supplier', {
    name: '深圳声博视听设备有限公司',
    contact: '陈经理',
    phone: '13912345678',
  });
  return api<{ id: number; code: string; totalAmount: number }>('POST', '/api/purchaseOrder', {
    supplierId: supplier.id,
    projectId,
    remark: '客厅与主卧设备，送货前请电话联系',
    lines: lines.map((line, index) => ({
      productId: line.product.id,
      quantity: line.quantity,
      unitPrice: unitPrice(index),
    })),
  });
}

/**
 * Prints the page shown as the browser's print does and reads it back: `pages` A4 pages, drawn as PNGs beside the
 * PDF, whose text holds `expected` and none of the shell, whose heading and lines table are on the picture.
 * Answers the words of the PDF, for more checks.
 */
async function expectPrinted(
  page: Page,
  name: string,
  { pages, expected }: { pages: number; expected: string[] },
): Promise<PrintedWord[]> {
  clearOutput(name);
  const pdf = path.join(OUT, `${name}.pdf`);
  await printToPdf(page, pdf);
  expect(pageCount(pdf)).toBe(pages);
  const pngs = drawPages(pdf, path.join(OUT, name));
  expect(pngs).toHaveLength(pages);
  const text = flat(Array.from({ length: pages }, (_, index) => pageText(pdf, index + 1)).join('\n'));
  for (const wanted of expected) expect(text, `打印出的文字应含「${wanted}」`).toContain(flat(wanted));
  for (const chrome of CHROME) expect(text, `打印出的文字不应含外壳的「${chrome}」`).not.toContain(chrome);

  const words = printedWords(pdf);
  const first = grayPage(pdf, 1);
  // A4 (210 × 297 mm) at 60 dpi, to the pixel pdftoppm rounds to.
  expect(Math.abs(first.width - 496)).toBeLessThanOrEqual(1);
  expect(Math.abs(first.height - 702)).toBeLessThanOrEqual(1);
  // Ink where the company's name is printed (the heading), little of it overall: not blank, not black.
  const heading = words.find((word) => word.page === 1 && word.text === expected[0]);
  expect(heading, '页首应印有企业名称').toBeTruthy();
  expect(heading!.top).toBeLessThan(first.height * 0.15);
  expect(darkShare(first, heading!)).toBeGreaterThan(0.08);
  const whole = darkShare(first, { left: 0, top: 0, right: first.width, bottom: first.height });
  expect(whole).toBeGreaterThan(0.005);
  expect(whole).toBeLessThan(0.25);
  // The lines table, from its header to the amount in capitals, drawn with its rules and cells.
  const header = words.find((word) => word.page === 1 && word.text === '序号')!;
  const last = pages;
  const capitals = words.find((word) => word.page === last && word.text.startsWith('金额（大写）'))!;
  expect(header && capitals, '应印有明细表').toBeTruthy();
  const table = grayPage(pdf, last);
  const tableBox = { left: 20, top: pages === 1 ? header.top : 20, right: table.width - 20, bottom: capitals.bottom };
  expect(darkShare(table, tableBox)).toBeGreaterThan(0.03);
  // The table's frame is drawn whole, as far from the right edge of the paper as from the left.
  const headerRow = Math.round((header.top + header.bottom) / 2);
  const inkAt = (x: number) => first.pixels[headerRow * first.width + x]! < 128;
  const xs = Array.from({ length: first.width }, (_, x) => x).filter(inkAt);
  const [leftFrame, rightFrame] = [xs[0]!, xs.at(-1)!];
  expect(leftFrame).toBeGreaterThan(20);
  expect(Math.abs(first.width - 1 - rightFrame - leftFrame)).toBeLessThanOrEqual(2);
  // The margins stay white: the sheet alone, nothing of the screen around it.
  expect(darkShare(first, { left: 0, top: 0, right: 20, bottom: first.height })).toBe(0);
  expect(darkShare(first, { left: first.width - 20, top: 0, right: first.width, bottom: first.height })).toBe(0);
  return words;
}

/** The print view's 打印. */
const printButton = (page: Page) => page.locator('.print-toolbar').getByRole('button', { name: /打印/ });

/** The print view as it looks on screen, at the desktop's width and at a phone's (where the sheet scrolls). */
async function expectOnScreen(page: Page, name: string, title: string) {
  const sheet = page.getByRole('article', { name: title });
  await expect(sheet).toBeVisible();
  await page.screenshot({ path: path.join(OUT, `${name}-screen-1440.png`), fullPage: true });
  // A white A4 sheet (210 mm, 794 px) in the middle of the page area.
  const box = (await sheet.boundingBox())!;
  expect(Math.round(box.width)).toBe(794);
  await expectNoSeriousViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: '打开菜单' })).toBeVisible();
  await expect(printButton(page)).toBeInViewport();
  const region = page.getByRole('region', { name: /打印预览$/ });
  const widths = await region.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
    page: document.documentElement.scrollWidth,
  }));
  // The sheet scrolls sideways in its frame; the page itself does not.
  expect(widths.scroll).toBeGreaterThan(widths.client);
  expect(widths.page).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(OUT, `${name}-screen-390.png`), fullPage: true });
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** 打印 of the print view calls the browser's print (stubbed: a headless browser has no dialog to show). */
async function expectPrintButtonPrints(page: Page) {
  await page.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  await printButton(page).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
}

test('采购订单 is printed from its detail on one A4 page, with the total in capitals', async ({ page }) => {
  test.setTimeout(150_000);
  const api = await signInWithPurchasing(page);
  const { company, project } = await companyAndProject(api);
  const amplifier = await newProduct(api, ['7.2 声道 AV 功放', '雅马哈', 'RX-A4A', '台'], '10500');
  const cable = await newProduct(api, ['HDMI 2.1 光纤线', '秋叶原', 'QS8136', '条'], '168.5');
  // 7 × ¥1,234.56 + 3 × ¥1,234.56 = ¥12,345.60, the example.
  const order = await newOrder(
    api,
    [
      { product: amplifier, quantity: 7 },
      { product: cable, quantity: 3 },
    ],
    () => '1234.56',
    project.id,
  );
  expect(order.totalAmount).toBe(1234560);

  await page.goto(`/project/detail/purchase/order/${order.id}`);
  await page.getByRole('button', { name: /打印/ }).click();
  await expect(page).toHaveURL(new RegExp(`/print/purchase/order/${order.id}$`));
  await expect(page).toHaveTitle(/^打印采购订单 - /);
  await expect(page.getByRole('article', { name: '采购订单' }).getByText(company)).toBeVisible();

  await expectPrinted(page, 'purchase-order', {
    pages: 1,
    expected: [
      company,
      '采购订单',
      `单号：${order.code}`,
      `日期：${chinaToday()}`,
      '供应商：深圳声博视听设备有限公司',
      '联系人：陈经理',
      `关联项目：${project.name}`,
      '7.2 声道 AV 功放',
      'RX-A4A',
      '¥8,641.92',
      'HDMI 2.1 光纤线',
      '¥3,703.68',
      '合计',
      '¥12,345.60',
      '人民币壹万贰仟叁佰肆拾伍元陆角',
      '备注：客厅与主卧设备，送货前请电话联系',
      '制单人',
      '审核人',
      '供应商确认',
      '第 1 页，共 1 页',
    ],
  });
  await expectOnScreen(page, 'purchase-order', '采购订单');
  await expectPrintButtonPrints(page);
  await page.getByRole('button', { name: /返回/ }).click();
  await expect(page).toHaveURL(new RegExp(`/project/detail/purchase/order/${order.id}$`));
});

test('出库单 gone out is printed from its detail at the cost of its lines, for the 领用人 to sign', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const api = await signInWithPurchasing(page);
  const { company, project } = await companyAndProject(api);
  const projector = await newProduct(api, ['4K 激光投影机', '索尼', 'VPL-XW5000', '台'], '39800', 3);
  const speaker = await newProduct(api, ['吸顶音箱', 'KEF', 'Ci160.2CR', '只'], '980', 24);
  const stockOut = await api<{ id: number; code: string; version: number }>('POST', '/api/stockOut', {
    projectId: project.id,
    remark: '影音室投影与天空声道音箱',
    lines: [
      { productId: projector.id, quantity: 1 },
      { productId: speaker.id, quantity: 8 },
    ],
  });
  await api('POST', '/api/stockOut/review', { id: stockOut.id, version: stockOut.version });
  await api('POST', '/api/stockOut/out', { id: stockOut.id, version: stockOut.version + 1 });
  const { customerName } = await api<{ customerName: string }>('GET', `/api/stockOut/${stockOut.id}`);

  await page.goto(`/project/detail/stock/out/${stockOut.id}`);
  await expect(page.locator('.arco-card:visible').first().getByText('已出库').first()).toBeVisible();
  await page.getByRole('button', { name: /打印/ }).click();
  await expect(page).toHaveURL(new RegExp(`/print/stock/out/${stockOut.id}$`));
  await expect(page.getByRole('article', { name: '出库单' }).getByText(company)).toBeVisible();

  // 1 × ¥39,800.00 + 8 × ¥980.00 = ¥47,640.00
  await expectPrinted(page, 'stock-out', {
    pages: 1,
    expected: [
      company,
      '出库单',
      `单号：${stockOut.code}`,
      `出库日期：${chinaToday()}`,
      `项目：${project.name}（${project.code}）`,
      `客户：${customerName}`,
      '4K 激光投影机',
      'VPL-XW5000',
      '¥39,800.00',
      '吸顶音箱',
      '¥980.00',
      '¥7,840.00',
      '¥47,640.00',
      '人民币肆万柒仟陆佰肆拾元整',
      '出库人',
      '领用人',
    ],
  });
  await expectOnScreen(page, 'stock-out', '出库单');
});

test('收款凭证 of money received is printed from its row in 收款管理', async ({ page }) => {
  test.setTimeout(150_000);
  const api = await signInWithPurchasing(page);
  const { company, project } = await companyAndProject(api);
  const today = chinaToday();
  const collection = await api<{ id: number }>('POST', '/api/collection', {
    projectId: project.id,
    stage: '2',
    plannedAmount: '20000',
    plannedDate: today,
    receivedAmount: '12345.60',
    paymentAccount: '4',
    receivedDate: today,
    payer: '李先生',
    attachments: [],
    remark: '进度款，银行转账',
  });

  // The newest collection comes first in the list; it has money in, so it has a receipt to print. (付款人 is not
  // among the list's default columns; the amount received is.)
  await page.goto('/finance/collection');
  const row = page.locator('.arco-table:visible tbody tr').first();
  await expect(row).toContainText('¥12,345.60');
  await row.getByRole('button', { name: '打印' }).click();
  await expect(page).toHaveURL(new RegExp(`/print/collection/${collection.id}$`));
  await expect(page.getByRole('article', { name: '收款凭证' }).getByText('公户')).toBeVisible();

  await expectPrinted(page, 'collection-receipt', {
    pages: 1,
    expected: [
      company,
      '收款凭证',
      `凭证号：SK${String(collection.id).padStart(8, '0')}`,
      `收款日期：${today}`,
      '付款人：李先生',
      '收款账户：公户',
      `项目：${project.name}（${project.code}）`,
      '进度款',
      '¥20,000.00',
      '¥12,345.60',
      '人民币壹万贰仟叁佰肆拾伍元陆角',
      '收款人',
      '付款人',
    ],
  });
  await expectOnScreen(page, 'collection-receipt', '收款凭证');
});

test('a long 采购订单 breaks between lines onto a second page, its table header repeated', async ({ page }) => {
  test.setTimeout(240_000);
  const api = await signInWithPurchasing(page);
  const { company } = await companyAndProject(api);
  const count = 45;
  const products: Product[] = [];
  for (let n = 1; n <= count; n++) {
    products.push(await newProduct(api, [`弱电线材 ${n} 号`, '秋叶原', `Q${5000 + n}`, '箱'], '420'));
  }
  const order = await newOrder(
    api,
    products.map((product, index) => ({ product, quantity: index + 1 })),
    (index) => `${100 + index}.50`,
  );
  await page.goto(`/print/purchase/order/${order.id}`);
  await expect(page.getByRole('article', { name: '采购订单' }).getByText(company)).toBeVisible();

  const words = await expectPrinted(page, 'purchase-order-long', {
    pages: 2,
    expected: [company, order.code, formatMoney(order.totalAmount), `人民币${amountInWords(order.totalAmount)}`],
  });
  const pdf = path.join(OUT, 'purchase-order-long.pdf');
  const [first, second] = [flat(pageText(pdf, 1)), flat(pageText(pdf, 2))];
  // The header on both pages, each line on exactly one, the total and the signatures after the last.
  for (const text of [first, second]) expect(text).toContain('序号产品名称品牌型号单位数量单价金额');
  for (let n = 1; n <= count; n++) {
    const onPages = [first, second].filter((text) => text.includes(`弱电线材${n}号`)).length;
    expect(onPages, `弱电线材 ${n} 号`).toBe(1);
  }
  expect(first).not.toContain('合计');
  expect(second).toContain('合计');
  expect(second).toContain('制单人');
  expect(first).toContain('第1页，共2页');
  expect(second).toContain('第2页，共2页');
  // Each line whole on its page: its number, its product and its amount side by side.
  for (const page of [1, 2]) {
    const rows = words.filter((word) => word.page === page && /^弱电线材$/.test(word.text));
    const middle = (word: PrintedWord) => (word.top + word.bottom) / 2;
    for (const name of rows) {
      const sameRow = words.filter((word) => word.page === page && Math.abs(middle(word) - middle(name)) < 3);
      expect(sameRow.some((word) => /^¥[\d,]+\.\d\d$/.test(word.text))).toBe(true);
    }
  }
});
