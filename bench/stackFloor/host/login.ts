// The sign-in page's entry: the same async boundary, then only the form.
void import('./signIn');
