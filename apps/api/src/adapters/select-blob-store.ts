import path from 'node:path';
import type { Config } from '../config';
import type { BlobStore } from '../ports/blob-store';
import { createLocalBlobStore } from './local-blob-store';
import { createS3BlobStore } from './s3-blob-store';

/** STORAGE=s3 puts design files in a bucket; the default keeps them under DATA_DIR/media. */
export function selectBlobStore(config: Config, signingSecret: string): BlobStore {
  if (config.STORAGE === 's3') {
    return createS3BlobStore({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      endpoint: config.S3_ENDPOINT,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return createLocalBlobStore({
    dir: path.join(config.dataDir, 'media'),
    publicBaseUrl: config.PUBLIC_URL,
    signingSecret,
  });
}
