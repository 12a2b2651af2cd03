import { screen, within } from '@testing-library/react';

/** The table row that shows `text` (an order's number, a product's name). */
export const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/** The labels of the buttons in the row that shows `text`, in their order: what a row offers. */
export const buttonsOf = (text: string) =>
  within(rowOf(text))
    .getAllByRole('button')
    .map((button) => button.textContent);
