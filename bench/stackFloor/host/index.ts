// The async boundary a federated host needs before its shared modules are used.
void import('./bootstrap');
