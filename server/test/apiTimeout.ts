// API tests start a real server on a copied database; on a busy two-core machine that can take more than
// jest's default 5 s. (`testTimeout` inside a project entry is not applied to its hooks, so it is set here.)
jest.setTimeout(30_000);
