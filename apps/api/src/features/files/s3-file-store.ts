import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { assertStorageKey, type FileStore } from './file-store';

/** Objects are named `files/<key>`, so the bucket can hold other things beside them. */
const PREFIX = 'files/';

/**
 * An S3-compatible bucket (AWS, MinIO, Garage, Ceph…), shared by every instance. Path-style
 * addressing (`endpoint/bucket/key`) works with self-hosted servers that have no per-bucket
 * host names, and with AWS too.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(s3: NonNullable<Config['s3']>) {
    this.bucket = s3.bucket;
    this.client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      forcePathStyle: true,
      // Checksums only where the S3 API demands one: many compatible servers reject the
      // CRC headers that newer SDKs add to every request by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An unreachable store fails the request in seconds instead of holding it open.
      requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
      maxAttempts: 3,
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: PREFIX + key,
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
      }),
    );
  }

  async get(key: string): Promise<Readable | null> {
    assertStorageKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: PREFIX + key }));
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
      return answer.Body;
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
      throw err;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) assertStorageKey(key);
    // One call per key: DeleteObjects (batch) is missing or needs Content-MD5 on some servers.
    await Promise.all(
      keys.map((key) =>
        this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: PREFIX + key })),
      ),
    );
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
