import { AREA_DRILLS, editsOutsideArea, insideArea, nextMinor } from './drillChanges';

describe("the delivery drill's changes", () => {
  it('stay inside each area: its remote, its server half, and only a generated migration beside them', () => {
    for (const drill of AREA_DRILLS) expect([drill.area, editsOutsideArea(drill)]).toEqual([drill.area, []]);
    expect(insideArea('customers', 'remotes/customers/src/contract.json')).toBe(true);
    expect(insideArea('customers', 'server/src/areas/customers/drillProbe.ts')).toBe(true);
    expect(insideArea('customers', 'server/drizzle/0020_drill.sql')).toBe(false);
    expect(insideArea('customers', 'server/drizzle/0020_drill.sql', true)).toBe(true);
    for (const file of [
      'server/src/areas/business/area.ts',
      'server/src/app.ts',
      'server/src/platform/remotes/routes.ts',
      'remotes/business/src/api/business.ts',
      'shared/domain/src/remotes.ts',
      'host/src/main.tsx',
    ]) {
      expect([file, insideArea('customers', file, true)]).toEqual([file, false]);
    }
  });

  it('each add an endpoint with its server route, registered by the area', () => {
    for (const drill of AREA_DRILLS) {
      const files = drill.edits.map((edit) => edit.file);
      expect(files).toContain(`server/src/areas/${drill.area}/area.ts`);
      expect(files.some((file) => file.startsWith(`remotes/${drill.area}/src/api/`))).toBe(true);
    }
  });

  it('raise a contract by its minor', () => {
    expect(nextMinor('1.0.0')).toBe('1.1.0');
    expect(nextMinor('2.3.4')).toBe('2.4.0');
  });
});
