/** Where design files live: local files under DATA_DIR/media by default, or an S3-compatible bucket. */
export interface BlobStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** An absolute URL a browser or a print producer can fetch the file from. */
  publicUrl(key: string): string;
}
