import { z } from './zod';

describe('zod messages', () => {
  const schema = z.object({
    phone: z.string().regex(/^1[3-9]\d{9}$/, '请输入11为手机号'),
    page: z.coerce.number().int().min(0),
    name: z.string(),
  });

  it('keeps a schema message as it is written', () => {
    const result = schema.safeParse({ phone: '123', page: 0, name: 'a' });
    expect(result.error?.issues[0]?.message).toBe('请输入11为手机号');
  });

  it('names the field of a missing value in Chinese', () => {
    const result = schema.safeParse({ phone: '13800000000', page: 0 });
    expect(result.error?.issues[0]?.message).toBe('参数 name 不能为空');
  });

  it('names the field of a wrong value in Chinese', () => {
    const result = schema.safeParse({ phone: '13800000000', page: -1, name: 'a' });
    expect(result.error?.issues[0]?.message).toMatch(/^参数 page .*0/);
  });
});
