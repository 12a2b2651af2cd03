import { screen, within } from '@testing-library/react';
import { collectionFormSchema } from '@yjf/area-finance/domain/collectionSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { ReceiveDialog } from './ReceiveDialog';
import { collectionRow } from './testing/fakeCollections';

/** A planned stage nothing has arrived for: no account, no day. */
const planned = collectionRow();

const messagesOf = (values: Record<string, unknown>) => {
  const result = collectionFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('登记收款', () => {
  it('asks for the account of the amount being entered, without saying anything is registered yet', async () => {
    const server = installFakeServer({ roles: ['admin'] });
    const { user } = renderPage(<ReceiveDialog collection={planned} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('填写了实收金额，请选择收款账户')).toBeTruthy();
    expect(within(dialog).queryByText(/已登记/)).toBeNull();
    expect(server.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('asks for the day of an amount entered in the collection form, as the server does with the same schema', () => {
    const form = { projectId: 12, stage: '2', plannedAmount: '5000', receivedAmount: '100', paymentAccount: '1' };
    expect(messagesOf(form)).toEqual(['填写了实收金额，请选择收款日期']);
  });
});
