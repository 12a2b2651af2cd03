import { areaTitle } from './releaseWording';

describe('areaTitle', () => {
  it('names a known area in Chinese and any other name as it is, an object member too', () => {
    expect(areaTitle('customers')).toBe('渠道客户');
    expect(areaTitle('testkit')).toBe('testkit');
    expect(areaTitle('constructor')).toBe('constructor');
    expect(areaTitle('toString')).toBe('toString');
  });
});
