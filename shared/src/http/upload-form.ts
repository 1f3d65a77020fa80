import type { RootStore } from '../stores/root-store';

/** How long an upload may take at most (several photos on a slow connection). */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * POSTs a multipart form (files) through the page's api client and reports the upload's progress
 * (0 to 1). Answers the body; every failure is an `ApiCallError`, as with every `root.api` call.
 */
export const uploadForm = async (
  root: RootStore,
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<unknown> => {
  const { data } = await root.api.post(path, form, {
    timeoutMs: UPLOAD_TIMEOUT_MS,
    onUploadProgress: ({ loaded, total }) => onProgress(total ? Math.min(1, loaded / total) : 0),
  });
  return data;
};
