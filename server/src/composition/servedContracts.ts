import type { ServedContracts } from '@yjf/domain/remotes';
import business from '@yjf/area-business/contract.json';
import customers from '@yjf/area-customers/contract.json';
import finance from '@yjf/area-finance/contract.json';
import projects from '@yjf/area-projects/contract.json';
import purchasing from '@yjf/area-purchasing/contract.json';
import system from '@yjf/area-system/contract.json';

/**
 * The contract of each area's server API this server serves: the one its area's remote declares
 * (`remotes/<area>/src/contract.json`), compiled in with the area's routes, so a server serves exactly the
 * contracts of the sources it was built from. The server's build writes them into `dist/contracts.json` for the
 * release tools; the server refuses (and `GET /api/remotes` marks) a release built against one it does not serve.
 */
export const SERVED_CONTRACTS: ServedContracts = {
  system: system.version,
  customers: customers.version,
  business: business.version,
  projects: projects.version,
  finance: finance.version,
  purchasing: purchasing.version,
};
