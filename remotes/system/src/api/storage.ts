import { useDispatch } from 'react-redux';
import type {
  LocalFile,
  LocalFileForm,
  ObjectFile,
  ObjectFileForm,
  ObjectStorageConfig,
  Picture,
  PictureForm,
  PictureUpload,
  SynchronizeResult,
} from '@yjf/area-system/domain/storageSchemas';
import { api } from '@yjf/api/api';
import { request } from '@yjf/api/http';
import { resourceApi, saveBlob } from '@yjf/api/records';

/** 本地存储, 图床 and 对象存储 on the list engine (list, rename, delete, export). */
export const localFileApi = resourceApi<LocalFile, LocalFileForm>('localStorage');
export const pictureApi = resourceApi<Picture, PictureForm>('pictures');
export const objectFileApi = resourceApi<ObjectFile, ObjectFileForm>('qiNiuContent');

/** Uploads may take long: 100 MB on a slow line. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;
const tag = (id: string) => ({ type: 'Record' as const, id });

/** The bucket's configuration and 同步. */
export const objectStorageApi = api.injectEndpoints({
  endpoints: (build) => ({
    objectStorageConfig: build.query<ObjectStorageConfig, void>({ query: () => 'api/qiNiuContent/config' }),
    synchronizeObjects: build.mutation<SynchronizeResult, void>({
      query: () => ({ url: 'api/qiNiuContent/synchronize', method: 'POST', timeoutMs: UPLOAD_TIMEOUT_MS }),
      invalidatesTags: [tag('qiNiuContent')],
    }),
  }),
});
export const { useObjectStorageConfigQuery, useSynchronizeObjectsMutation } = objectStorageApi;

/** Posts one file as multipart (the field `file`) and answers what the server answers. */
function postFile<T>(url: string, file: File, params?: Record<string, string | undefined>): Promise<T> {
  const body = new FormData();
  body.append('file', file, file.name);
  return request<T>({ url, method: 'POST', body, params, timeoutMs: UPLOAD_TIMEOUT_MS });
}

/**
 * An upload function that refreshes the resource's lists once a file is in (files are never sent through the
 * store: a File is not serialisable).
 */
function useUpload<Args extends unknown[], T>(resource: string, send: (...args: Args) => Promise<T>) {
  const dispatch = useDispatch();
  return async (...args: Args) => {
    const answer = await send(...args);
    dispatch(api.util.invalidateTags([tag(resource)]));
    return answer;
  };
}

/** `POST /api/localStorage?name=`: stores a file under the name given (its own when blank). */
export const useUploadLocalFile = () =>
  useUpload('localStorage', (file: File, name?: string) =>
    postFile<LocalFile>('api/localStorage', file, { name: name?.trim() || undefined }),
  );

/** `POST /api/pictures`: hosts a picture (`duplicate` when the company already has the same one). */
export const useUploadPicture = () =>
  useUpload('pictures', (file: File) => postFile<PictureUpload>('api/pictures', file));

/** `POST /api/qiNiuContent`: puts a file into the bucket. */
export const useUploadObjectFile = () =>
  useUpload('qiNiuContent', (file: File) => postFile<ObjectFile>('api/qiNiuContent', file));

/** Downloads a stored file (a route that needs the session) and hands it to the browser as `fileName`. */
export async function downloadStoredFile(url: string, fileName: string): Promise<void> {
  const blob = await request<Blob>({ url, responseType: 'blob', timeoutMs: UPLOAD_TIMEOUT_MS });
  saveBlob(blob, fileName);
}
