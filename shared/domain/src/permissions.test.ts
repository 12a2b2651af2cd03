import { checkPermission, hasAnyRole } from './permissions';

describe('hasAnyRole', () => {
  it('allows when any role of the list is held', () => {
    expect(hasAnyRole(['customer:list', 'customer:add'], ['customer:add', 'customer:del'])).toBe(true);
    expect(hasAnyRole(['customer:list'], ['customer:del'])).toBe(false);
    expect(hasAnyRole(['ROLE_SYSTEM_DEFAULT'], [])).toBe(false);
  });
});

describe('checkPermission', () => {
  it('keeps an element for a user holding one of the listed permissions', () => {
    expect(checkPermission(['customer:list', 'customer:add'], ['customer:add'])).toBe(true);
    expect(checkPermission(['customer:list'], ['customer:add', 'customer:edit'])).toBe(false);
  });

  it('keeps every element for administrators', () => {
    expect(checkPermission(['admin'], ['customer:del'])).toBe(true);
  });

  it('keeps nothing for an empty list', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(checkPermission(['admin'], [])).toBe(false);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
