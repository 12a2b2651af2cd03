import type { RequestError } from './requestError';

/** What the presenter knows of the failed call besides its error. */
export type ErrorContext = {
  /** The call asked for the data the page was opened for (its list, its record), not for a part of it. */
  pageData: boolean;
  /** The call would have changed something (not a GET): a form's submit, a delete. */
  write?: boolean;
};

/**
 * Shows a failed call to the user. The shell installs one that follows spec section 8 (the 401 dialog, 403
 * to /401 for the page's own data, notifications); the sign-in page installs a lighter one. Calls made with
 * `silent` skip it.
 */
export type ErrorPresenter = (error: RequestError, context: ErrorContext) => void;

let presenter: ErrorPresenter = (error) => console.warn('[request]', error.status, error.message);

export function setErrorPresenter(next: ErrorPresenter): void {
  presenter = next;
}

export function presentError(error: RequestError, context: ErrorContext = { pageData: false }): void {
  presenter(error, context);
}
