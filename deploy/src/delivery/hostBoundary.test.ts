import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hostBoundaryViolations } from './hostBoundary';

const titles = [
  { area: 'customers', module: 'CustomerList', title: '客户列表' },
  { area: 'business', module: 'Dashboard', title: '首页' },
];

function hostDist(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-dist-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

describe("the host's built files against the area boundary", () => {
  it('finds an area endpoint and a remote page title in what the browser loads', () => {
    const dist = hostDist({
      'main.js': 'fetch("/api/customerFollowup/"+id)',
      '12.js': 'const t={title:"客户列表"}',
    });
    expect(hostBoundaryViolations(dist, titles)).toEqual([
      '12.js holds the title 客户列表 of customers/CustomerList',
      'main.js holds the area endpoint /api/customer',
    ]);
  });

  it("accepts the shell's own words, titles inside prose, and source maps", () => {
    const dist = hostDist({
      'main.js': 'crumb={title:"首页"};brand="客户列表、商机与项目，一处跟进"',
      'main.js.map': '{"sources":["/api/customer"]}',
    });
    expect(hostBoundaryViolations(dist, titles)).toEqual([]);
  });

  it('refuses to pass an empty build', () => {
    expect(() => hostBoundaryViolations(hostDist({}), titles)).toThrow('没有构建产物');
  });
});
