import { portalLink, portalScriptCode } from './portal';

describe('portal link', () => {
  it('derives a script code from the user id', () => {
    expect(portalScriptCode(1)).toBe('YJF000001');
    expect(portalScriptCode(123456)).toBe('YJF002N9C');
  });

  it('adds the script code to the portal URL', () => {
    expect(portalLink('https://portal.example.com/home', 2)).toBe(
      'https://portal.example.com/home?scriptCode=YJF000002',
    );
    expect(portalLink('https://portal.example.com/?a=1', 2)).toBe(
      'https://portal.example.com/?a=1&scriptCode=YJF000002',
    );
    expect(portalLink('', 2)).toBe('');
  });
});
