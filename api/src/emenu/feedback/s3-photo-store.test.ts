import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
// s3rver: an S3-compatible server (objects on disk) with one account, key S3RVER. It parses a SigV4
// Authorization header and checks its key, but does not recompute V4 signatures.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS test server without types
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
};
import { samplePng } from '../../testing/sample-images';
import { s3PhotoStore } from './s3-photo-store';

describe('feedback photos in an S3-compatible bucket', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 's3-photos-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'feedback' }] });
  let endpoint = '';
  const store = (accessKeyId = 'S3RVER') =>
    s3PhotoStore({ endpoint, bucket: 'feedback', region: 'us-east-1', accessKeyId, secretAccessKey: 'S3RVER' });

  beforeAll(async () => {
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('stores a photo with signed requests, reads the same bytes back and removes it', async () => {
    const photo = samplePng();
    await store().put('sufra/7/photo-1.png', photo, 'image/png');
    expect(await store().get('sufra/7/photo-1.png')).toEqual(photo);
    await store().remove('sufra/7/photo-1.png');
    expect(await store().get('sufra/7/photo-1.png')).toBeNull();
    // Removing what is already gone is not an error (a retried clean-up).
    await expect(store().remove('sufra/7/photo-1.png')).resolves.toBeUndefined();
  });

  it('says why when the bucket refuses the request (a key it does not know)', async () => {
    await expect(store('UNKNOWN').put('sufra/7/photo-2.png', samplePng(), 'image/png')).rejects.toThrow(
      /photo store: PUT answered 403 .*<Code>InvalidAccessKeyId<\/Code>/s,
    );
  });
});
