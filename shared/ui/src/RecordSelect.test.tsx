import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createStore } from '@yjf/store/store';
import { RecordSelect } from './RecordSelect';
import { installFakeServer } from './testing/fakeServer';

const customers = [
  { id: 9, name: '华府家居' },
  { id: 8, name: '星河湾酒店' },
  { id: 7, name: '华润置地' },
];
const older = { id: 3, name: '老客户影音室' };

function setup(start: number | undefined) {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) => {
    if (call.path === '/api/customer') {
      const blurry = call.query.get('blurry') ?? '';
      const content = customers.filter((c) => c.name.includes(blurry));
      return { json: { content, totalElements: content.length } };
    }
    if (call.path === `/api/customer/${older.id}`) return { json: older };
    return undefined;
  });
  const chosen = jest.fn();
  function Harness() {
    const [value, setValue] = useState(start);
    return (
      <RecordSelect
        resource="customer"
        placeholder="请选择客户"
        value={value}
        onChange={(next) => {
          chosen(next);
          setValue(next);
        }}
      />
    );
  }
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <Provider store={createStore()}>
      <Harness />
    </Provider>,
  );
  return { server, chosen, user };
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
const listCalls = (server: ReturnType<typeof installFakeServer>) => server.callsTo('GET', '/api/customer');

describe('RecordSelect', () => {
  it("shows a chosen record's name even when it is not among the newest", async () => {
    const { server } = setup(older.id);
    expect(await screen.findByText('老客户影音室')).toBeTruthy();
    expect(server.callsTo('GET', '/api/customer/3')).toHaveLength(1);
    expect(Object.fromEntries(listCalls(server)[0]!.query)).toEqual({ page: '0', size: '15', sort: 'id,desc' });
  });

  it('asks the server with what the user typed, once they pause, and gives back the id picked', async () => {
    const { server, chosen, user } = setup(undefined);
    await waitFor(() => expect(listCalls(server)).toHaveLength(1));
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('华');
    await waitFor(() => expect(listCalls(server).at(-1)!.query.get('blurry')).toBe('华'), { timeout: 2000 });
    expect(listCalls(server)).toHaveLength(2); // one call for the pause, not one per key
    // Arco marks the typed part of each option, so an option's text is split; read it whole.
    await waitFor(() => expect(optionNames()).toEqual(['华府家居', '华润置地']));
    await user.click(screen.getAllByRole('option')[0]!);
    expect(chosen).toHaveBeenLastCalledWith(9);
  });

  it('says so when nothing matches', async () => {
    const { user } = setup(undefined);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('不存在');
    expect(await screen.findByText('没有找到匹配的记录', {}, { timeout: 2000 })).toBeTruthy();
  });
});

describe('RecordSelect of a kind of record', () => {
  type Room = { id: number; name: string; seats: number };
  const rooms: Room[] = [
    { id: 5, name: '影音室', seats: 8 },
    { id: 4, name: '会议室', seats: 12 },
  ];

  function setupRooms() {
    const server = installFakeServer({ roles: ['admin'] });
    server.on((call) => {
      if (call.path !== '/api/room') return undefined;
      const blurry = call.query.get('blurry') ?? '';
      const content = rooms.filter((room) => room.name.includes(blurry));
      return { json: { content, totalElements: content.length } };
    });
    const chosen = jest.fn();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(
      <Provider store={createStore()}>
        <RecordSelect<Room>
          resource="room"
          filter={{ enabled: true }}
          noun="房间"
          nameOf={(room) => `${room.name}（${room.id} 号）`}
          optionExtra={(room) => `${room.seats} 座`}
          excludeIds={[4]}
          onChange={chosen}
        />
      </Provider>,
    );
    return { server, chosen, user };
  }

  it('names and describes each option, keeps the ones taken elsewhere, and gives back the record picked', async () => {
    const { server, chosen, user } = setupRooms();
    await waitFor(() => expect(server.callsTo('GET', '/api/room')).toHaveLength(1));
    await user.click(screen.getByRole('combobox'));
    await waitFor(() => expect(optionNames()).toEqual(['影音室（5 号）8 座', '会议室（4 号）12 座']));
    expect(screen.getByRole('option', { name: /会议室/ }).className).toMatch(/disabled/);
    await user.click(screen.getByRole('option', { name: /影音室/ }));
    expect(chosen).toHaveBeenLastCalledWith(5, rooms[0]);
  });

  it('keeps its filter in every search and names the kind when nothing matches', async () => {
    const { server, user } = setupRooms();
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('不存在');
    expect(await screen.findByText('没有找到匹配的房间', {}, { timeout: 2000 })).toBeTruthy();
    const calls = server.callsTo('GET', '/api/room');
    expect(calls.at(-1)!.query.get('blurry')).toBe('不存在');
    expect(calls.map((call) => call.query.get('enabled'))).toEqual(calls.map(() => 'true'));
  });
});
