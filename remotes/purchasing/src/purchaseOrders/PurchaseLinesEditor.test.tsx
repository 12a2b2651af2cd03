import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { draftsOf, newLine, type LineDraft } from './lineDrafts';
import { PurchaseLinesEditor } from './PurchaseLinesEditor';
import { product, serveProducts } from '../products/testing/fakeProducts';

const amplifier = product(1, { name: '功放', brand: '天龙', model: 'AVR-X2800', costPrice: 1234_56, stock: 4 });
const cable = product(2, { name: '音箱线', unit: '米', costPrice: 10, stock: 0 });

function setup(start: LineDraft[]) {
  const server = installFakeServer({ roles: ['admin'] });
  serveProducts(server, [amplifier, cable]);
  function Harness() {
    const [lines, setLines] = useState(start);
    return <PurchaseLinesEditor lines={lines} onChange={setLines} />;
  }
  const { user } = renderPage(<Harness />);
  const rows = () => screen.getAllByRole('row').slice(1); // below the header
  const total = () => screen.getByLabelText('采购金额').textContent;
  return { server, user, rows, total };
}

const line = (productId: number, quantity: number, unitPrice: number) => ({
  id: productId,
  productId,
  productName: `产品${productId}`,
  brand: '',
  model: '',
  unit: '台',
  quantity,
  unitPrice,
  receivedQuantity: 0,
});

describe('PurchaseLinesEditor', () => {
  it('totals the lines exactly in fen: 3 × 0.10 + 7 × 1234.56 = 8642.22', async () => {
    const { rows, total } = setup(draftsOf([line(2, 3, 10), line(1, 7, 1234_56)]));
    expect(total()).toBe('¥8,642.22');
    expect(within(rows()[0]!).getByText('¥0.30')).toBeTruthy();
    expect(within(rows()[1]!).getByText('¥8,641.92')).toBeTruthy();
    expect(await screen.findByText('功放（天龙 AVR-X2800）')).toBeTruthy(); // the chosen product by name
  });

  it('puts the cost price of the chosen product in, and totals what the user types', async () => {
    const { user, rows, total } = setup([newLine()]);
    expect(total()).toBe('¥0.00');
    await user.click(within(rows()[0]!).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: /功放/ }));
    const price = () => within(rows()[0]!).getByRole('textbox', { name: '单价' }) as HTMLInputElement;
    expect(price().value).toBe('1234.56');
    expect(within(rows()[0]!).getByText('当前库存')).toBeTruthy();
    const quantity = within(rows()[0]!).getByRole('spinbutton', { name: '数量' });
    await user.clear(quantity);
    await user.type(quantity, '7');
    await waitFor(() => expect(total()).toBe('¥8,641.92'));

    await user.click(screen.getByRole('button', { name: /添加产品/ }));
    expect(rows()).toHaveLength(2);
    await user.click(within(rows()[1]!).getByRole('combobox'));
    // a product is on one line only
    const taken = await screen.findByRole('option', { name: /功放/ });
    expect(taken.className).toMatch(/disabled/);
    await user.click(screen.getByRole('option', { name: /音箱线/ }));
    const second = within(rows()[1]!);
    await user.clear(second.getByRole('spinbutton', { name: '数量' }));
    await user.type(second.getByRole('spinbutton', { name: '数量' }), '3');
    await user.clear(second.getByRole('textbox', { name: '单价' }));
    await user.type(second.getByRole('textbox', { name: '单价' }), '0.10');
    await waitFor(() => expect(total()).toBe('¥8,642.22'));
  });

  it('leaves out a line whose price is not a valid amount, and drops a deleted line', async () => {
    const { user, rows, total } = setup(draftsOf([line(2, 3, 10), line(1, 7, 1234_56)]));
    const price = within(rows()[0]!).getByRole('textbox', { name: '单价' });
    await user.clear(price);
    await user.type(price, '0.105');
    expect(within(rows()[0]!).getByText('-')).toBeTruthy();
    expect(total()).toBe('¥8,641.92');
    await user.click(within(rows()[1]!).getByRole('button', { name: '删除' }));
    expect(rows()).toHaveLength(1);
    expect(total()).toBe('¥0.00');
  });
});
