import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root as repositoryRoot } from './workspace';

/**
 * The dependency rules (`.dependency-cruiser.cjs`, `pnpm lint:deps`) judge the file an import reaches, not how it
 * is spelled. dependency-cruiser runs with the project's own config on a small tree of files laid out as the
 * repository is (host, kernel packages, areas, remotes, the server's floors), each importing what a rule forbids
 * or allows, and must report exactly the forbidden ones.
 */

type Violation = { rule: string; from: string; to: string };

/** The fixture: each file and what it imports; `null` marks a file that is only imported. */
const FILES: Record<string, string | null> = {
  'remotes/customers/package.json': JSON.stringify({
    name: '@yjf/area-customers',
    exports: { './api/*': './src/api/*.ts', './domain/*': './src/domain/*.ts' },
  }),
  'remotes/customers/src/api/customers.ts': null,
  'remotes/customers/src/domain/customerSchemas.ts': null,
  'remotes/business/src/domain/businessSchemas.ts': null,
  'shared/ui/src/Button.tsx': null,
  'remotes/customers/src/pages/CustomerList/index.tsx': null,
  // The host reaching an area's file by a relative path, which ESLint's rule on `@yjf/area-*` lets through.
  'host/src/__boundaryProbe.ts': "import '../../remotes/customers/src/api/customers';",
  // ... and by the package's name, resolved through its exports.
  'host/src/byName.ts': "import '@yjf/area-customers/api/customers';",
  // A kernel package reaching a remote's page.
  'shared/ui/src/RemotePage.tsx': "import '../../../remotes/customers/src/pages/CustomerList';",
  // Allowed: the host uses the kernel.
  'host/src/allowed.ts': "import '../../shared/ui/src/Button';",
  // A remote reaching another remote's page.
  'remotes/business/src/pages/Board/index.tsx': "import '../../../../customers/src/pages/CustomerList';",
  // Allowed: a remote uses its own pages, its endpoints and declarations.
  'remotes/customers/src/pages/CustomerInfo/index.tsx':
    "import '../CustomerList';\nimport '../../api/customers';\nimport '../../domain/customerSchemas';",
  // An area reaching one above it (the business area's declarations from the customers').
  'remotes/customers/src/pages/CustomerList/opportunities.ts':
    "import '../../../../business/src/domain/businessSchemas';",
  // Allowed: an area above reads one below it.
  'remotes/business/src/pages/Board/customers.ts': "import '../../../../customers/src/domain/customerSchemas';",
  // A new area, in no rank, stands above all: it reads the ranked ones (allowed), none of them reads it.
  'remotes/aftersales/src/domain/ticketSchemas.ts': "import '../../../customers/src/domain/customerSchemas';",
  'remotes/customers/src/pages/CustomerList/tickets.ts': "import '../../../../aftersales/src/domain/ticketSchemas';",
  // The server's kernel reads an area's declarations (allowed), never its endpoints.
  'server/src/db/accountTables.ts': "import '../../../remotes/customers/src/domain/customerSchemas';",
  'server/src/platform/accounts/probe.ts': "import '../../../../remotes/customers/src/api/customers';",
  // The server's floors: the table list and the seeds once had carve-outs, the engine an exception for the
  // account tables; none is left.
  'server/src/areas/customers/schema.ts': null,
  'server/src/platform/accounts/menuTables.ts': null,
  'server/src/crud/dataScope.ts': null,
  'server/src/composition/schema.ts': null,
  'server/src/db/schema.ts': "import '../areas/customers/schema';",
  'server/src/db/seed/demo.ts': "import '../../platform/accounts/menuTables';",
  'server/src/db/client.ts': "import '../composition/schema';",
  'server/src/db/transaction.ts': "import '../crud/dataScope';",
  'server/src/crud/recordColumns.ts': "import '../platform/accounts/menuTables';",
  // Allowed: the roof composes everything.
  'server/src/composition/seed/steps.ts':
    "import '../../areas/customers/schema';\nimport '../../platform/accounts/menuTables';\nimport '../schema';",
};

let fixture: string;

beforeAll(() => {
  fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'dependency-rules-'));
  for (const [file, imports] of Object.entries(FILES)) {
    fs.mkdirSync(path.join(fixture, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(fixture, file), imports ?? 'export {};\n');
  }
  // The workspace link pnpm makes for a package the host would depend on.
  fs.mkdirSync(path.join(fixture, 'host/node_modules/@yjf'), { recursive: true });
  fs.symlinkSync(path.join(fixture, 'remotes/customers'), path.join(fixture, 'host/node_modules/@yjf/area-customers'));
});

afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

function violations(): Violation[] {
  const depcruise = path.join(repositoryRoot, 'node_modules/.bin/depcruise');
  const config = path.join(repositoryRoot, '.dependency-cruiser.cjs');
  const output = execFileSync(
    depcruise,
    ['host', 'shared', 'remotes', 'server', '--config', config, '--output-type', 'json'],
    {
      cwd: fixture,
      encoding: 'utf8',
    },
  );
  const result = JSON.parse(output) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return result.summary.violations
    .map(({ rule, from, to }) => ({ rule: rule.name, from, to }))
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

test('the dependency rules report every forbidden import by the file it reaches, and nothing else', () => {
  expect(violations()).toEqual([
    {
      rule: 'browser-kernel-imports-no-area',
      from: 'host/src/__boundaryProbe.ts',
      to: 'remotes/customers/src/api/customers.ts',
    },
    {
      rule: 'browser-kernel-imports-no-area',
      from: 'host/src/byName.ts',
      to: 'remotes/customers/src/api/customers.ts',
    },
    {
      rule: 'no-remote-imports-another-remotes-pages',
      from: 'remotes/business/src/pages/Board/index.tsx',
      to: 'remotes/customers/src/pages/CustomerList/index.tsx',
    },
    {
      rule: 'no-upward-from-customers',
      from: 'remotes/customers/src/pages/CustomerList/opportunities.ts',
      to: 'remotes/business/src/domain/businessSchemas.ts',
    },
    {
      rule: 'no-ranked-area-imports-a-new-one',
      from: 'remotes/customers/src/pages/CustomerList/tickets.ts',
      to: 'remotes/aftersales/src/domain/ticketSchemas.ts',
    },
    {
      rule: 'engine-below-platform',
      from: 'server/src/crud/recordColumns.ts',
      to: 'server/src/platform/accounts/menuTables.ts',
    },
    { rule: 'composition-on-top', from: 'server/src/db/client.ts', to: 'server/src/composition/schema.ts' },
    { rule: 'platform-below-areas', from: 'server/src/db/schema.ts', to: 'server/src/areas/customers/schema.ts' },
    {
      rule: 'engine-below-platform',
      from: 'server/src/db/seed/demo.ts',
      to: 'server/src/platform/accounts/menuTables.ts',
    },
    { rule: 'ground-below-engine', from: 'server/src/db/transaction.ts', to: 'server/src/crud/dataScope.ts' },
    {
      rule: 'server-kernel-reads-only-declarations',
      from: 'server/src/platform/accounts/probe.ts',
      to: 'remotes/customers/src/api/customers.ts',
    },
    {
      rule: 'browser-kernel-imports-no-area',
      from: 'shared/ui/src/RemotePage.tsx',
      to: 'remotes/customers/src/pages/CustomerList/index.tsx',
    },
  ]);
});
