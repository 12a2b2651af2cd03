import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseRegistry } from '@yjf/deploy/releaseRegistry';
import { areaTitles } from './releaseWording';

/** A built remote of `area` whose page table carries `title` (none when undefined). */
function build(parent: string, area: string, title: string | undefined, body: string): string {
  const dir = fs.mkdtempSync(path.join(parent, 'build-'));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: area, name: area }));
  fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify({ area, title, kernel: '1.0.0', pages: [] }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), body);
  return dir;
}

describe('areaTitles', () => {
  let root: string;
  let releases: ReleaseRegistry;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'area-titles-'));
    releases = new ReleaseRegistry(path.join(root, 'releases'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('names an area by its live release’s title, a new area as soon as it is released', () => {
    releases.publish('customers', build(root, 'customers', '渠道客户', 'one'));
    releases.publish('aftersales', build(root, 'aftersales', '售后服务', 'one'));
    const areaTitle = areaTitles(releases);
    expect([areaTitle('customers'), areaTitle('aftersales')]).toEqual(['渠道客户', '售后服务']);
  });

  it('takes the live release’s title over a newer one, and the newest one’s while none is live', () => {
    releases.publish('customers', build(root, 'customers', '渠道客户', 'one'));
    releases.publish('customers', build(root, 'customers', '客户中心', 'two'), { activate: false });
    releases.publish('finance', build(root, 'finance', '财务', 'one'), { activate: false });
    releases.publish('finance', build(root, 'finance', '财务收款', 'two'), { activate: false });
    const areaTitle = areaTitles(releases);
    expect([areaTitle('customers'), areaTitle('finance')]).toEqual(['渠道客户', '财务收款']);
  });

  it('names by the area itself what no release titles, an object member too', () => {
    releases.publish('system', build(root, 'system', undefined, 'old'));
    const areaTitle = areaTitles(releases);
    expect(['system', 'testkit', 'constructor', 'toString'].map(areaTitle)).toEqual([
      'system',
      'testkit',
      'constructor',
      'toString',
    ]);
  });
});
