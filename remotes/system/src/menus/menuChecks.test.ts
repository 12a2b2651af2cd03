import { MENU_TREE } from './testing/fakeMenus';
import { menuIdsOf, partlyChosen, toggleMenu } from './menuChecks';

describe('menu choice', () => {
  it('lists a tree parents first', () => {
    expect(menuIdsOf(MENU_TREE)).toEqual([10, 11, 12, 13, 14, 20, 21]);
  });

  it('brings the buttons below and the menus above a ticked menu', () => {
    expect(toggleMenu(MENU_TREE, [], 11, true)).toEqual([10, 11, 12, 13]);
    expect(toggleMenu(MENU_TREE, [], 12, true)).toEqual([10, 11, 12]);
    expect(toggleMenu(MENU_TREE, [21], 10, true)).toEqual([10, 11, 12, 13, 14, 21]);
  });

  it('keeps a page whose buttons go, and drops a directory left empty', () => {
    expect(toggleMenu(MENU_TREE, [10, 11, 12], 12, false)).toEqual([10, 11]);
    expect(toggleMenu(MENU_TREE, [10, 11, 12, 14], 11, false)).toEqual([10, 14]);
    expect(toggleMenu(MENU_TREE, [10, 11, 12], 11, false)).toEqual([]);
  });

  it('drops ids the tree does not have', () => {
    expect(toggleMenu(MENU_TREE, [99, 21], 999, true)).toEqual([21]);
  });

  it('marks parents with part of what is below them chosen', () => {
    expect(partlyChosen(MENU_TREE, [10, 11, 12])).toEqual([11, 10]);
    expect(partlyChosen(MENU_TREE, [10, 11, 12, 13, 14])).toEqual([]);
  });
});
