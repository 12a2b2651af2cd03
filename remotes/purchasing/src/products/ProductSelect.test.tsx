import { screen, waitFor } from '@testing-library/react';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { ProductSelect } from './ProductSelect';
import { product, serveProducts } from './testing/fakeProducts';

const amplifier = product(1, { name: '功放', brand: '天龙', model: 'AVR-X2800', stock: 4 });
const cable = product(2, { name: '音箱线', unit: '米', stock: 0 });

function setup() {
  const server = installFakeServer({ roles: ['admin'] });
  serveProducts(server, [amplifier, cable]);
  const chosen = jest.fn();
  const { user } = renderPage(<ProductSelect excludeIds={[2]} onChange={chosen} />);
  const listCalls = () => server.callsTo('GET', '/api/product');
  return { user, chosen, listCalls };
}

describe('ProductSelect', () => {
  it('offers enabled products by name, brand and model with their stock, and gives back the product', async () => {
    const { user, chosen, listCalls } = setup();
    expect(screen.getAllByText('输入名称、品牌或型号查找').length).toBeGreaterThan(0);
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    expect(listCalls()[0]!.query.get('enabled')).toBe('true');
    await user.click(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['功放（天龙 AVR-X2800）库存 4 台', '音箱线库存 0 米']);
    expect(options[1]!.className).toMatch(/disabled/); // already on another line
    await user.click(options[0]!);
    expect(chosen).toHaveBeenLastCalledWith(1, amplifier);
  });

  it('says no product matches', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('投影机');
    expect(await screen.findByText('没有找到匹配的产品', {}, { timeout: 2000 })).toBeTruthy();
  });
});
