import { request as httpRequest } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  multipart,
  type ProfileTestApp,
  startProfileTestApp,
} from '../modules/profile/testing/profile-test-app.ts';
import { onePixelPng, pdfWithObjectStream, smallDocx, smallPdf } from '../testing/files.ts';
import { type HostileFile, hostileFiles } from './hostile-uploads/corpus.ts';

/**
 * Hostile uploads (issue 15): every file of the corpus is refused with a clear 4xx in the error
 * envelope and leaves nothing stored; a real PDF and a real PNG still go through the same calls.
 */
let subject: ProfileTestApp;
let talent: { id: number; auth: { authorization: string } };

beforeAll(async () => {
  subject = await startProfileTestApp();
  talent = await subject.newTalent('hostile.uploads@example.com');
});

afterAll(async () => {
  await subject?.close();
});

const personal = {
  fullname: 'Rina Kartika',
  email: 'hostile.uploads@example.com',
  phone: '+62 812-3456-7890',
  birth_date: '1994-05-17',
  city_id: '1',
  about: 'Backend engineer who likes payment systems and calm on-call rotations.',
};

async function upload(file: {
  name: string;
  target: HostileFile['target'];
  claimedType: string;
  bytes: Buffer;
}) {
  const cv = file.target === 'cv';
  const body = await multipart(cv ? {} : personal, {
    [cv ? 'CV' : 'Photo']: { bytes: file.bytes, name: file.name, type: file.claimedType },
  });
  return subject.call({
    method: 'PATCH',
    url: `/api/talent/v1/talent/${talent.id}/${cv ? 'uploadcv' : 'personal/edit'}`,
    headers: { ...talent.auth, ...body.headers },
    payload: body.payload,
  });
}

describe('hostile uploads', () => {
  it('the corpus holds at least 30 files, each with its own name', () => {
    expect(hostileFiles.length).toBeGreaterThanOrEqual(30);
    expect(new Set(hostileFiles.map((file) => file.name)).size).toBe(hostileFiles.length);
  });

  it.each(hostileFiles.map((file) => [JSON.stringify(file.name), file] as const))(
    '%s is refused with a clear 4xx and nothing is stored',
    async (_name, file) => {
      const before = subject.storedFiles();
      const answer = await upload({ ...file, bytes: file.bytes() });
      expect([400, 413, 415]).toContain(answer.status);
      expect(answer.body).toMatchObject({ data: null, meta: { type: expect.any(String) } });
      expect(answer.body.error).toMatch(/\w/);
      expect(subject.storedFiles()).toEqual(before);
    },
  );

  it('a real Word CV and a PDF 1.5 with object streams and a picture are accepted', async () => {
    // A picture's bytes that happen to spell a script's name are not read as one.
    const picture = Buffer.concat([Buffer.from([0xff, 0xd8, 0x2f, 0x4a, 0x53, 0x00]), Buffer.alloc(2048, 7)]);
    const pdf = pdfWithObjectStream('<< /Type /Catalog /Pages 2 0 R >>', picture);
    expect(
      (await upload({ name: 'cv.pdf', target: 'cv', claimedType: 'application/pdf', bytes: pdf })).status,
    ).toBe(200);
    const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(
      (await upload({ name: 'cv.docx', target: 'cv', claimedType: docxType, bytes: smallDocx })).status,
    ).toBe(200);
  });

  it('a real PDF and a real PNG are still accepted by the same calls', async () => {
    expect(
      (await upload({ name: 'cv.pdf', target: 'cv', claimedType: 'application/pdf', bytes: smallPdf }))
        .status,
    ).toBe(200);
    expect(
      (await upload({ name: 'me.png', target: 'photo', claimedType: 'image/png', bytes: onePixelPng }))
        .status,
    ).toBe(200);
  });
});

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** What a client streaming `totalBytes` of CV saw: the answer, and how much of it the server took. */
async function streamHugeCv(origin: string, totalBytes: number) {
  const boundary = 'talent-huge-upload';
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  let sent = 0;
  let peakMemory = 0;
  // What is still held after a collection, not the garbage of chunks already passed on.
  const memoryNow = () => {
    collectGarbage();
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.arrayBuffers;
  };
  const baseline = memoryNow();
  const status = await new Promise<number>((resolve, reject) => {
    const request = httpRequest(`${origin}/api/talent/v1/talent/${talent.id}/uploadcv`, {
      method: 'PATCH',
      headers: { ...talent.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      response.resume();
      response.on('end', () => {
        request.destroy();
        resolve(response.statusCode ?? 0);
      });
    });
    // The server may hang up once it has answered; what it took by then is what counts.
    request.on('error', (error) => (answered ? undefined : reject(error)));
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="CV"; filename="huge.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
    );
    const writeMore = () => {
      while (!answered && !request.destroyed && sent < totalBytes) {
        sent += chunk.length;
        if (sent % (8 * chunk.length) === 0) peakMemory = Math.max(peakMemory, memoryNow() - baseline);
        if (!request.write(chunk)) {
          request.once('drain', writeMore);
          return;
        }
      }
      if (!answered && !request.destroyed) request.end(`\r\n--${boundary}--\r\n`);
    };
    writeMore();
  });
  return { status, sent, peakMemory };
}

describe('an upload far over its limit', () => {
  it('is refused while it streams, with memory bounded, long before the client has sent it all', async () => {
    const origin = await subject.app.listen({ port: 0, host: '127.0.0.1' });
    const totalBytes = 512 * 1024 * 1024;
    const before = subject.storedFiles();
    const { status, sent, peakMemory } = await streamHugeCv(origin, totalBytes);
    expect(status).toBe(413);
    // The CV's limit is 34 MB; the server discards up to 8 MB more so that the client reads its
    // answer, and the sockets' buffers hold a few megabytes.
    expect(sent).toBeLessThan(96 * 1024 * 1024);
    // Well under the 34 MB the server would hold if it kept the file in memory.
    expect(peakMemory).toBeLessThan(16 * 1024 * 1024);
    expect(subject.storedFiles()).toEqual(before);
  });
});
