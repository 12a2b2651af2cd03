import { render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { DICT } from '@yjf/domain/dictionaries';
import { createStore } from '@yjf/store/store';
import { InputNumber } from '../arcoInputs';
import { installFakeServer } from '../testing/fakeServer';
import type { FormField, FormSchema } from './crudTypes';
import { RecordFormDialog } from './RecordFormDialog';

const accepting: FormSchema = { safeParse: () => ({ success: true }) };

const fields: FormField[] = [
  { name: 'name', label: '产品名称', kind: 'text', required: true },
  { name: 'category', label: '分类', kind: 'dict', dict: DICT.channelType },
  { name: 'arrival', label: '到货日期', kind: 'date' },
  { name: 'openingStock', label: '期初库存', kind: 'custom', control: <InputNumber min={0} precision={0} /> },
];

describe('RecordFormDialog', () => {
  it('names every control by its field, and says no bound it does not have', async () => {
    installFakeServer({ roles: ['admin'] });
    render(
      <Provider store={createStore()}>
        <RecordFormDialog
          title="新增产品"
          visible
          fields={fields}
          schema={accepting}
          initialValues={{}}
          saving={false}
          onSubmit={async () => {}}
          onClose={() => {}}
        />
      </Provider>,
    );
    const dialog = await screen.findByRole('dialog', { name: '新增产品' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: '分类' })).toBeTruthy());
    expect(within(dialog).getByRole('textbox', { name: '产品名称' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: '到货日期' })).toBeTruthy();
    const stock = within(dialog).getByRole('spinbutton', { name: '期初库存' });
    expect(stock.getAttribute('aria-valuemax')).toBeNull();
    // Two columns on a desktop.
    expect(dialog.querySelectorAll('.crud-form .arco-col-12')).toHaveLength(4);
  });
});
