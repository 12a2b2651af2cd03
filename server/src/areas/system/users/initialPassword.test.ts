import { INITIAL_PASSWORD_LENGTH, newInitialPassword } from './initialPassword';

describe('newInitialPassword', () => {
  it('issues 8 letters and digits, at least one of each, different every time', () => {
    const issued = Array.from({ length: 200 }, () => newInitialPassword());
    for (const password of issued) {
      expect(password).toHaveLength(INITIAL_PASSWORD_LENGTH);
      expect(password).toMatch(/^[A-Za-z2-9]+$/);
      expect(password).toMatch(/[A-Za-z]/);
      expect(password).toMatch(/\d/);
      expect(password).not.toMatch(/[01OIl]/);
    }
    expect(new Set(issued).size).toBe(issued.length);
  });
});
