import { demoAccountsSeed } from './demoAccounts';
import { menusAndPlansSeed } from './menusAndPlans';
import { dictionariesSeed } from './dictionaries';
import { salesDemoSeed } from './salesDemo';
import { deliveryDemoSeed } from './deliveryDemo';
import { stockFinanceDemoSeed } from './stockFinanceDemo';
import { systemDemoSeed } from './systemDemo';
import { membershipOrdersMenuSeed } from './membershipOrdersMenu';
import { drawingsStockOutsDemoSeed, salesOwnScopeSeed } from './drawingsStockOutsDemo';
import { fieldEngineerSeed } from './fieldEngineerDemo';
import { scheduledJobsMenuSeed } from './scheduledJobsMenu';
import type { SeedStep } from '../../db/runSeeds';

/** Every seed step, in the order they run. Append new steps; never edit a released one. */
export const seedSteps: SeedStep[] = [
  demoAccountsSeed,
  menusAndPlansSeed,
  dictionariesSeed,
  salesDemoSeed,
  deliveryDemoSeed,
  stockFinanceDemoSeed,
  systemDemoSeed,
  membershipOrdersMenuSeed,
  salesOwnScopeSeed,
  drawingsStockOutsDemoSeed,
  fieldEngineerSeed,
  scheduledJobsMenuSeed,
];
