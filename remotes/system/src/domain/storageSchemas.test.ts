import { adFormSchema } from './adSchemas';
import { downloadNameOf, storedFileType, suffixOf } from './storageSchemas';

describe('stored files', () => {
  it('types a file by its extension', () => {
    expect(['jpg', 'pdf', 'mp3', 'mp4', 'exe', ''].map(storedFileType)).toEqual([
      '图片',
      '文档',
      '音乐',
      '视频',
      '其他',
      '其他',
    ]);
    expect(suffixOf('方案.V2.DOCX')).toBe('docx');
    expect(suffixOf('README')).toBe('');
  });

  it('downloads a renamed file with its extension', () => {
    expect(downloadNameOf({ name: '合同', suffix: 'pdf' })).toBe('合同.pdf');
    expect(downloadNameOf({ name: '合同.PDF', suffix: 'pdf' })).toBe('合同.PDF');
    expect(downloadNameOf({ name: 'Makefile', suffix: '' })).toBe('Makefile');
  });
});

describe('adFormSchema', () => {
  const ad = {
    title: '横幅',
    position: '1',
    image: 'attachments/1/0f8fad5b-d9cb-469f-a165-70867728950e.png',
    link: '',
  };
  it('takes a minimal advertisement, running for good', () => {
    expect(adFormSchema.parse(ad)).toMatchObject({
      position: 1,
      sort: 999,
      enabled: true,
      startDate: null,
      endDate: null,
    });
  });
  it('allows one-day advertisements but not an end before the start', () => {
    expect(adFormSchema.safeParse({ ...ad, startDate: '2026-11-11', endDate: '2026-11-11' }).success).toBe(true);
    const late = adFormSchema.safeParse({ ...ad, startDate: '2026-11-12', endDate: '2026-11-11' });
    expect(late.error?.issues[0]).toMatchObject({ path: ['endDate'], message: '结束日期不能早于开始日期' });
  });
});
