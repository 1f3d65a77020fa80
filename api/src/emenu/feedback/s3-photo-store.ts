import { AwsClient } from 'aws4fetch';
import type { PhotoStore } from './photo-store';

export interface S3PhotoStoreConfig {
  /** The service's base URL, e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Photos as objects of an S3-compatible bucket (path-style URLs, requests signed with AWS Signature V4). */
export const s3PhotoStore = ({ endpoint, bucket, region, accessKeyId, secretAccessKey }: S3PhotoStoreConfig): PhotoStore => {
  const client = new AwsClient({ accessKeyId, secretAccessKey, region, service: 's3' });
  const urlOf = (key: string) => `${endpoint.replace(/\/+$/, '')}/${encodeURIComponent(bucket)}/${key}`;
  const refused = async (action: string, response: Response) =>
    new Error(`photo store: ${action} answered ${response.status} ${(await response.text()).slice(0, 200)}`);
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': contentType },
      });
      if (!response.ok) throw await refused('PUT', response);
    },
    async get(key) {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) return null;
      if (!response.ok) throw await refused('GET', response);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await refused('DELETE', response);
    },
  };
};
