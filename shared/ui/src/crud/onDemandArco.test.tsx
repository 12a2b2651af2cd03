import { render, screen } from '@testing-library/react';
import { DayPicker, DayRangePicker, useArcoTable } from './onDemandArco';

describe('the table and the date pickers on a desktop', () => {
  it('are loaded as the module runs, so a list draws them at once', () => {
    // The module started loading both when the test imported it (jsdom's screen is not a phone's).
    function List() {
      const Table = useArcoTable(true);
      return Table ? <Table columns={[{ title: '客户名称', dataIndex: 'name' }]} data={[]} /> : <p>表格加载中</p>;
    }
    render(
      <>
        <List />
        <DayPicker placeholder="截止日期" />
        <DayRangePicker placeholder={['签约日期起', '签约日期止']} />
      </>,
    );
    expect(screen.getByRole('columnheader', { name: '客户名称' })).toBeTruthy();
    expect(screen.getByPlaceholderText('截止日期').closest('.arco-picker')).toBeTruthy();
    expect(screen.getByPlaceholderText('签约日期起').closest('.arco-picker-range')).toBeTruthy();
  });
});
