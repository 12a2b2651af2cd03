import { randomBytes } from 'node:crypto';
import { unzipSync } from 'fflate';
import { zipStream } from './zipStream';

async function* chunks(parts: Buffer[]) {
  for (const part of parts) {
    await new Promise((resolve) => setImmediate(resolve));
    yield part;
  }
}

const archive = async (source: AsyncIterable<Buffer>) => {
  const taken: Buffer[] = [];
  for await (const chunk of source) taken.push(chunk);
  return Buffer.concat(taken);
};

describe('zipStream', () => {
  it('writes entries known up front and streamed ones that another reader opens byte for byte', async () => {
    const streamed = Array.from({ length: 20 }, (_, index) =>
      Buffer.from(`<row r="${index}">${randomBytes(40_000).toString('base64')}</row>`),
    );
    const zip = await archive(
      zipStream([
        { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
        { name: 'xl/worksheets/sheet1.xml', content: chunks(streamed) },
        { name: '说明.txt', content: Buffer.from('中文名') },
      ]),
    );
    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files)).toEqual(['[Content_Types].xml', 'xl/worksheets/sheet1.xml', '说明.txt']);
    expect(Buffer.from(files['xl/worksheets/sheet1.xml']!).equals(Buffer.concat(streamed))).toBe(true);
    expect(Buffer.from(files['说明.txt']!).toString()).toBe('中文名');
  });

  it('stops reading a streamed entry when the archive is no longer taken', async () => {
    let read = 0;
    let closed = false;
    async function* endless() {
      try {
        for (;;) {
          read++;
          yield randomBytes(65_536);
        }
      } finally {
        closed = true;
      }
    }
    const zip = zipStream([{ name: 'big.bin', content: endless() }]);
    for (let taken = 0; taken < 10; taken++) await zip.next();
    await zip.return(undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(true);
    expect(read).toBeLessThan(20);
  });
});
