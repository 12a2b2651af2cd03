import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { areaEndpoints, hostBoundaryViolations } from './hostBoundary';

const titles = [
  { area: 'customers', module: 'CustomerList', title: '客户列表' },
  { area: 'business', module: 'Dashboard', title: '首页' },
];

const endpoints = ['/api/customer', '/api/customerFollowup', '/api/dept'];

function hostDist(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-dist-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

describe("the host's built files against the area boundary", () => {
  it('finds an area endpoint and a remote page title in what the browser loads', () => {
    const dist = hostDist({
      'main.js': 'fetch("/api/customerFollowup/"+id)',
      '12.js': 'const t={title:"客户列表"};get("/api/dept?page=0")',
    });
    expect(hostBoundaryViolations(dist, titles, endpoints)).toEqual([
      '12.js holds the area endpoint /api/dept',
      '12.js holds the title 客户列表 of customers/CustomerList',
      'main.js holds the area endpoint /api/customerFollowup',
    ]);
  });

  it("accepts the shell's own words, titles inside prose, and source maps", () => {
    const dist = hostDist({
      'main.js': 'crumb={title:"首页"};brand="客户列表、商机与项目，一处跟进";get("/api/departmentsOfKernel")',
      'main.js.map': '{"sources":["/api/customer"]}',
    });
    expect(hostBoundaryViolations(dist, titles, endpoints)).toEqual([]);
  });

  it('refuses to pass an empty build', () => {
    expect(() => hostBoundaryViolations(hostDist({}), titles, endpoints)).toThrow('没有构建产物');
  });

  it("reads the areas' endpoints from their API files, the system area's too, and leaves the kernel's own", () => {
    const found = areaEndpoints(path.resolve(__dirname, '../../..'));
    expect(found).toEqual(
      expect.arrayContaining(['/api/customer', '/api/businessFollowup', '/api/dept', '/api/roles']),
    );
    expect(found).toEqual(expect.arrayContaining(['/api/localStorage', '/api/stockOut', '/api/dashboard']));
    expect(found).not.toContain('/api/users');
    expect(found).not.toContain('/api/menus');
  });
});
