import { SNIFFED_BYTES, showsInline, sniffContentType } from './contentType';

describe('sniffContentType', () => {
  it.each([
    [Buffer.from('89504e470d0a1a0a0000', 'hex'), 'image/png'],
    [Buffer.from('ffd8ffe000104a464946', 'hex'), 'image/jpeg'],
    [Buffer.from('GIF89a\x01\x00', 'latin1'), 'image/gif'],
    [Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), 'image/webp'],
    [Buffer.from('%PDF-1.7\n', 'latin1'), 'application/pdf'],
    [Buffer.from('PK\x03\x04\x14\x00', 'latin1'), 'application/zip'],
    [Buffer.from('ID3\x04\x00\x00', 'latin1'), 'audio/mpeg'],
    [Buffer.from('\x00\x00\x00\x18ftypmp42', 'latin1'), 'video/mp4'],
    [Buffer.from('客厅布线说明\n', 'utf8'), 'text/plain; charset=utf-8'],
    [Buffer.from('<html><script>alert(1)</script></html>'), 'text/plain; charset=utf-8'],
    [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'text/plain; charset=utf-8'],
    [Buffer.from([0, 1, 2, 3, 254]), 'application/octet-stream'],
  ])('reads %s as %s', (data, type) => {
    expect(sniffContentType(data)).toBe(type);
  });

  it('reads text whose judged start cuts a character as text, and a cut character in the whole file as not', () => {
    const text = Buffer.from('现场布线说明。'.repeat(5000), 'utf8'); // three bytes each: 65536 falls inside one
    expect(sniffContentType(text.subarray(0, SNIFFED_BYTES), text.length)).toBe('text/plain; charset=utf-8');
    expect(sniffContentType(text)).toBe('text/plain; charset=utf-8');
    expect(sniffContentType(text.subarray(0, 100))).toBe('application/octet-stream'); // ends inside a character
  });

  it('shows only pictures and PDF in the page', () => {
    expect(showsInline('image/png')).toBe(true);
    expect(showsInline('application/pdf')).toBe(true);
    expect(showsInline('text/plain; charset=utf-8')).toBe(false);
    expect(showsInline('video/mp4')).toBe(false);
  });
});
