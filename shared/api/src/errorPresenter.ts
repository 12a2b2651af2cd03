import type { RequestError } from './requestError';

/**
 * Shows a failed call to the user. The shell installs one that follows spec section 8 (the 401 dialog, 403
 * to /401, notifications); the sign-in page installs a lighter one. Calls made with `silent` skip it.
 */
export type ErrorPresenter = (error: RequestError) => void;

let presenter: ErrorPresenter = (error) => console.warn('[request]', error.status, error.message);

export function setErrorPresenter(next: ErrorPresenter): void {
  presenter = next;
}

export function presentError(error: RequestError): void {
  presenter(error);
}
