import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createStore } from '@yjf/store/store';
import { SizeSelect } from './SizeSelect';

describe('SizeSelect', () => {
  it('hides its tooltip while the sizes are listed, so 默认 can be chosen', async () => {
    const store = createStore();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(
      <Provider store={store}>
        <SizeSelect />
      </Provider>,
    );
    const button = screen.getByRole('button', { name: '布局大小' });
    await user.hover(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('布局大小');

    await user.click(button);
    expect(await screen.findByRole('menuitem', { name: '默认' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('true');

    await user.click(screen.getByRole('menuitem', { name: '默认' }));
    expect(store.getState().app.size).toBe('default');
    expect(await screen.findByText('布局设置成功')).toBeTruthy();
  });
});
