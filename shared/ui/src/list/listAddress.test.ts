import { addressSearch, readListAddress, writeListAddress, type ListAddress } from './listAddress';

const address: ListAddress = {
  filters: {
    blurry: 'text',
    channelType: 'code',
    enabled: { options: ['0', '1'] },
    createTime: 'dateRange',
    contractAmount: 'numberRange',
    ownerId: 'custom',
  },
  sortable: ['name', 'createTime'],
};
const own = { size: 10, sort: 'id,desc' };
const read = (search: string) => readListAddress(new URLSearchParams(search), address, own);

describe('a list in the address', () => {
  it('reads the page (1-based in the address), size, sort and every filter as its control gives it', () => {
    expect(
      read(
        'page=3&size=20&sort=createTime,desc&blurry=张&channelType=7&enabled=1' +
          '&createTime=2026-11-01&createTime=2026-11-30&contractAmount=0&contractAmount=5000.5&ownerId=5',
      ),
    ).toEqual({
      page: 2,
      size: 20,
      sort: 'createTime,desc',
      filters: {
        blurry: '张',
        channelType: '7',
        enabled: '1',
        createTime: ['2026-11-01', '2026-11-30'],
        contractAmount: ['0', '5000.5'],
        ownerId: 5,
      },
    });
  });

  it('starts from the list own state for a bare address', () => {
    expect(read('')).toEqual({ page: 0, size: 10, sort: 'id,desc', filters: {} });
  });

  it.each([
    ['a page that is no page', 'page=abc', { page: 0 }],
    ['page 0 or a negative page', 'page=0', { page: 0 }],
    ['a page past any list', 'page=99999999999', { page: 0 }],
    ['a size past the largest page', 'size=1000', { size: 10 }],
    ['a size that is no number', 'size=1e2', { size: 10 }],
    ['a sort by a field the list is not sorted by', 'sort=password,asc', { sort: 'id,desc' }],
    ['a sort without its direction', 'sort=name', { sort: 'id,desc' }],
    ['a sort of three parts', 'sort=name,asc,desc', { sort: 'id,desc' }],
  ])('falls back to the list own for %s', (_what, search, part) => {
    expect(read(search)).toEqual({ page: 0, size: 10, sort: 'id,desc', filters: {}, ...part });
  });

  it.each([
    ['a filter the list does not have', 'password=1'],
    ['a text too long for the server', `blurry=${'长'.repeat(51)}`],
    ['a text given twice', 'blurry=a&blurry=b'],
    ['a blank text', 'blurry=%20%20'],
    ['a dictionary code with other characters', 'channelType=7%27%20or%201'],
    ['a value none of the options', 'enabled=2'],
    ['a date range with one end', 'createTime=2026-11-01'],
    ['a day the calendar has not', 'createTime=2026-02-30&createTime=2026-03-01'],
    ['a range ending before it starts', 'createTime=2026-12-01&createTime=2026-11-01'],
    ['an amount that is no number', 'contractAmount=a&contractAmount=5'],
    ['amounts the wrong way round', 'contractAmount=9&contractAmount=5'],
    ['a person left blank', 'ownerId='],
  ])('leaves out %s', (_what, search) => {
    expect(read(search).filters).toEqual({});
  });

  it('writes only what differs from the list own state, and keeps the page other parameters', () => {
    const written = writeListAddress(
      new URLSearchParams('tab=2&page=4&blurry=old'),
      address,
      { page: 1, size: 10, sort: 'name,asc', filters: { blurry: '张', createTime: ['2026-11-01', '2026-11-30'] } },
      own,
    );
    expect(addressSearch(written)).toBe(
      '?tab=2&page=2&sort=name,asc&blurry=%E5%BC%A0&createTime=2026-11-01&createTime=2026-11-30',
    );
    expect(addressSearch(writeListAddress(written, address, read(''), own))).toBe('?tab=2');
    expect(addressSearch(new URLSearchParams())).toBe('');
  });

  it('reads back what it wrote', () => {
    const list = {
      page: 4,
      size: 50,
      sort: 'createTime,asc',
      filters: { blurry: '华府 二期', enabled: '0', ownerId: 12, contractAmount: ['10', '20'] },
    };
    const search = addressSearch(writeListAddress(new URLSearchParams(), address, list, own));
    expect(read(search.slice(1))).toEqual(list);
  });

  it('keeps no sort in the address of a list the server orders itself', () => {
    const unsorted = { size: 10, sort: null };
    expect(readListAddress(new URLSearchParams('sort=name,asc'), address, unsorted).sort).toBeNull();
  });
});
